import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

function setup(onSend = vi.fn(() => Promise.resolve())) {
  const onTyping = vi.fn();
  render(<MessageComposer peerName="Ada" onSend={onSend} onTyping={onTyping} />);
  return {
    onSend,
    onTyping,
    box: screen.getByLabelText('Message Ada'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const { onSend, onTyping, box } = setup();
    await userEvent.type(box, '  Hello there  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello there');
    expect(onTyping).toHaveBeenCalled();
    expect(box).toHaveValue('');
  });

  it('does not send empty or whitespace-only text', async () => {
    const { onSend, box, send } = setup();
    expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('makes a new line with Shift+Enter', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends once while a message is sending', async () => {
    let finish: () => void = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box, send } = setup(onSend);
    await userEvent.type(box, 'Hi{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text when sending fails', async () => {
    const { box } = setup(vi.fn(() => Promise.reject(new Error('down'))));
    await userEvent.type(box, 'Keep me{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(box).toHaveValue('Keep me');
  });
});
