import { describe, expect, it, vi } from 'vitest';
import type { Signal } from '@cofound/shared/video-calls/video-calls.schemas';
import { SignalInbox } from './signal-inbox';
import { unseenSignals } from './signal-order';

const signal = (id: number, kind: Signal['kind'] = 'candidate'): Signal => ({
  id,
  kind,
  createdAt: '2026-11-22T12:00:00.000Z',
});

describe('unseenSignals', () => {
  it('keeps those after the last id, each once, oldest first', () => {
    const items = [signal(5), signal(3), signal(4), signal(5), signal(2)];
    expect(unseenSignals(items, 2).map((s) => s.id)).toEqual([3, 4, 5]);
  });
});

/** A fake server: the stored signals, answered after a tick like a real fetch. */
function server(initial: Signal[]) {
  const stored = [...initial];
  const fetchAfter = vi.fn(async (after: number) => {
    await Promise.resolve();
    return stored.filter((s) => s.id > after);
  });
  return { stored, fetchAfter };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SignalInbox', () => {
  it('skips the history of earlier visits, then handles new signals in order, once', async () => {
    const { stored, fetchAfter } = server([signal(1, 'ready'), signal(2, 'offer')]);
    const handled: number[] = [];
    const inbox = new SignalInbox({
      fetchAfter,
      handle: async (s) => {
        await Promise.resolve();
        handled.push(s.id);
      },
    });
    inbox.pull(); // before start: ignored
    await inbox.start();
    stored.push(signal(3, 'ready'), signal(4, 'offer'));
    // Several notices at once: one fetch at a time, each signal handled once.
    inbox.pull();
    inbox.pull();
    stored.push(signal(5));
    inbox.pull();
    await settle();
    await settle();
    expect(handled).toEqual([3, 4, 5]);
  });

  it('tries again after a failed fetch', async () => {
    vi.useFakeTimers();
    try {
      const stored: Signal[] = [];
      let fail = false;
      const handled: number[] = [];
      const inbox = new SignalInbox({
        fetchAfter: async (after) => {
          if (fail) throw new Error('offline');
          return stored.filter((s) => s.id > after);
        },
        handle: async (s) => void handled.push(s.id),
      });
      await inbox.start();
      stored.push(signal(1), signal(2));
      fail = true;
      inbox.pull();
      await vi.advanceTimersByTimeAsync(0);
      expect(handled).toEqual([]);
      fail = false;
      await vi.advanceTimersByTimeAsync(2000);
      expect(handled).toEqual([1, 2]);
      inbox.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
