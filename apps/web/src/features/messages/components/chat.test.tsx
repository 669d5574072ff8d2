import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageMessages, type Message } from '@cofound/shared/messages/messages.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { Chat } from './chat';

const peer = {
  profileId: 'p-ada',
  name: 'Ada Lovelace',
  title: 'Engineer',
  imageUrl: null,
  deleted: false,
};

type Answer = { status: number; body: unknown };

/**
 * Answers the thread (with `items`) and calls; each POST of a message takes the next answer
 * from `sends`.
 */
function stubApi(sends: (() => Promise<Answer>)[], items: Message[] = [], shownPeer = peer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    let answer: Answer = { status: 404, body: null };
    if (method === 'GET' && url.startsWith('/api/messages/p-ada')) {
      answer = { status: 200, body: { peer: shownPeer, items, olderCursor: null } };
    } else if (method === 'GET' && url.startsWith('/api/video-calls')) {
      answer = { status: 200, body: { items: [] } };
    } else if (method === 'POST' && url === '/api/messages/p-ada') {
      answer = await sends.shift()!();
    }
    return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stored(body: string): Message {
  return {
    id: crypto.randomUUID(),
    body,
    fromMe: true,
    createdAt: new Date().toISOString(),
    readAt: null,
  };
}

function renderChat() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Chat profileId="p-ada" />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

function removedLive(messageId: string, peerProfileId: string) {
  act(() =>
    dispatchRealtimeFrame({
      id: crypto.randomUUID(),
      event: 'message.removed',
      payload: { messageId, peerProfileId },
      at: new Date().toISOString(),
    }),
  );
}

describe('Chat', () => {
  it('shows a message as sending, then sent, and says so in a live region (no toast)', async () => {
    let finish: (answer: Answer) => void = () => {};
    stubApi([() => new Promise<Answer>((resolve) => (finish = resolve))]);
    renderChat();
    const box = await screen.findByLabelText('Message Ada Lovelace');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, 'Hello Ada{Enter}');

    const log = screen.getByRole('log', { name: 'Messages with Ada Lovelace' });
    expect(within(log).getByText('Hello Ada')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    expect(box).toHaveValue('');

    finish({ status: 201, body: stored('Hello Ada') });
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    const status = await screen.findByText('Message sent successfully!');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveClass('sr-only');
    expect(screen.getAllByText('Message sent successfully!')).toHaveLength(1);
  });

  it('keeps a failed message with Retry, and sends it again', async () => {
    stubApi([
      () => Promise.resolve({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
      () => Promise.resolve({ status: 201, body: stored('Try me') }),
    ]);
    renderChat();
    const box = await screen.findByLabelText('Message Ada Lovelace');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, 'Try me{Enter}');

    const log = screen.getByRole('log', { name: 'Messages with Ada Lovelace' });
    expect(
      await within(log).findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(log).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument(),
    );
    expect(within(log).getByText('Try me')).toBeInTheDocument();
    expect(await screen.findByText('Message sent successfully!')).toHaveAttribute('role', 'status');
  });

  it('shows the removal notice at once in place of a message an admin removed', async () => {
    const spam = { ...stored('Buy my course'), fromMe: false, readAt: new Date().toISOString() };
    const kept = stored('Nice to meet you');
    stubApi([], [spam, kept]);
    renderChat();
    const log = await screen.findByRole('log', { name: 'Messages with Ada Lovelace' });
    expect(await within(log).findByText('Buy my course')).toBeInTheDocument();

    // Another conversation's removal leaves this one as it is.
    removedLive(spam.id, 'p-grace');
    expect(within(log).getByText('Buy my course')).toBeInTheDocument();

    removedLive(spam.id, 'p-ada');
    expect(await within(log).findByText(messageMessages.removed)).toBeInTheDocument();
    expect(within(log).queryByText('Buy my course')).not.toBeInTheDocument();
    expect(within(log).getByText('Nice to meet you')).toBeInTheDocument();
  });

  it('shows a deleted peer’s conversation to read, with no way to reply or report', async () => {
    const deleted = { ...peer, name: 'Deleted member', title: '', deleted: true };
    stubApi([], [{ ...stored('Goodbye'), fromMe: false }], deleted);
    renderChat();
    expect(await screen.findByText('Goodbye')).toBeInTheDocument();
    expect(screen.getByText(messageMessages.peerDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deleted member' })).not.toBeInTheDocument();
  });
});
