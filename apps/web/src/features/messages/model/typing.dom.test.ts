import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_INDICATOR_MS } from '@cofound/shared/messages/messages.schemas';
import type { RealtimeEventName, RealtimeEventPayload } from '@cofound/shared/realtime';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { createThrottle, TYPING_SEND_INTERVAL_MS } from './typing-throttle';
import { usePeerTyping } from './use-peer-typing';

function emit<E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) {
  act(() => dispatchRealtimeFrame({ id: crypto.randomUUID(), event, payload, at: '' }));
}

describe('createThrottle', () => {
  it('lets one call through per interval', () => {
    const allow = createThrottle(TYPING_SEND_INTERVAL_MS);
    expect(allow(1_000)).toBe(true);
    expect(allow(1_200)).toBe(false);
    expect(allow(1_499)).toBe(false);
    expect(allow(1_500)).toBe(true);
    expect(allow(1_600)).toBe(false);
  });
});

describe('usePeerTyping', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 1 second after the last typing event of this peer', () => {
    const { result } = renderHook(() => usePeerTyping('peer-1'));
    expect(result.current).toBe(false);

    emit('message.typing', { peerProfileId: 'someone-else' });
    expect(result.current).toBe(false);

    emit('message.typing', { peerProfileId: 'peer-1' });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(TYPING_INDICATOR_MS - 200);
    });
    emit('message.typing', { peerProfileId: 'peer-1' });
    act(() => {
      vi.advanceTimersByTime(TYPING_INDICATOR_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('stops when their message arrives', () => {
    const { result } = renderHook(() => usePeerTyping('peer-1'));
    emit('message.typing', { peerProfileId: 'peer-1' });
    emit('message.created', { peerProfileId: 'peer-1', messageId: 'm1' });
    expect(result.current).toBe(false);
  });
});
