import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboundQueue } from './outbound-queue';
import { SlidingWindowLimiter } from './sliding-window-limiter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SlidingWindowLimiter', () => {
  it('allows at most the limit in any one-second window', () => {
    const limiter = new SlidingWindowLimiter(10, 1000, () => Date.now());
    for (let n = 0; n < 5; n++) expect(limiter.tryTake()).toBe(true);
    vi.advanceTimersByTime(500);
    for (let n = 0; n < 5; n++) expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    expect(limiter.waitMs()).toBe(500);
    vi.advanceTimersByTime(499);
    expect(limiter.tryTake()).toBe(false);
    vi.advanceTimersByTime(1);
    for (let n = 0; n < 5; n++) expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    expect(limiter.waitMs()).toBe(500);
  });
});

function makeQueue(maxQueued = 100) {
  const sent: { frame: string; at: number }[] = [];
  const onOverflow = vi.fn();
  const start = Date.now();
  const queue = new OutboundQueue({
    limiter: new SlidingWindowLimiter(10, 1000, () => Date.now()),
    maxQueued,
    send: (frame) => sent.push({ frame, at: Date.now() - start }),
    onOverflow,
  });
  return { queue, sent, onOverflow };
}

describe('OutboundQueue', () => {
  it('sends up to the rate at once and delays the rest, in order, without losing any', () => {
    const { queue, sent, onOverflow } = makeQueue();
    for (let n = 0; n < 25; n++) queue.push(`frame ${n}`);
    expect(sent).toHaveLength(10);
    expect(queue.size).toBe(15);

    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(20);
    vi.advanceTimersByTime(1000);
    expect(sent.map((item) => item.frame)).toEqual(
      Array.from({ length: 25 }, (_, n) => `frame ${n}`),
    );
    expect(onOverflow).not.toHaveBeenCalled();
    // Never more than 10 within any second.
    for (const [index, item] of sent.entries()) {
      expect(
        sent.filter((other) => other.at >= item.at && other.at < item.at + 1000).length,
      ).toBeLessThanOrEqual(10);
      expect(index < 10 || item.at >= 1000).toBe(true);
    }
  });

  it('keeps order when a frame arrives while others wait', () => {
    const { queue, sent } = makeQueue();
    for (let n = 0; n < 11; n++) queue.push(`a${n}`);
    vi.advanceTimersByTime(1000);
    queue.push('b'); // the limit has room again, but nothing jumps the queue
    vi.advanceTimersByTime(1000);
    expect(sent.map((item) => item.frame).slice(-2)).toEqual(['a10', 'b']);
  });

  it('gives up when the queue is full instead of buffering without bound', () => {
    const { queue, sent, onOverflow } = makeQueue(5);
    for (let n = 0; n < 15; n++) queue.push(`frame ${n}`);
    expect(onOverflow).not.toHaveBeenCalled();
    queue.push('one too many');
    expect(onOverflow).toHaveBeenCalledTimes(1);
    queue.push('after');
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(10);
  });

  it('sends nothing after dispose', () => {
    const { queue, sent } = makeQueue();
    for (let n = 0; n < 12; n++) queue.push(`frame ${n}`);
    queue.dispose();
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(10);
    expect(vi.getTimerCount()).toBe(0);
  });
});
