import type { SlidingWindowLimiter } from './sliding-window-limiter';

export type OutboundQueueOptions = {
  limiter: SlidingWindowLimiter;
  /** Frames that may wait; one more and the queue gives up (onOverflow). */
  maxQueued: number;
  send: (frame: string) => void;
  onOverflow: () => void;
};

/**
 * Sends frames in order at the limiter's pace. Frames over the rate wait instead of being
 * dropped; past `maxQueued` the client is too far behind, and it is cheaper for it to reconnect
 * and refetch than for the server to keep buffering.
 */
export class OutboundQueue {
  private readonly pending: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(private readonly options: OutboundQueueOptions) {}

  get size(): number {
    return this.pending.length;
  }

  push(frame: string): void {
    if (this.disposed) return;
    if (this.pending.length === 0 && this.options.limiter.tryTake()) {
      this.options.send(frame);
      return;
    }
    if (this.pending.length >= this.options.maxQueued) {
      this.dispose();
      this.options.onOverflow();
      return;
    }
    this.pending.push(frame);
    this.schedule();
  }

  dispose(): void {
    this.disposed = true;
    this.pending.length = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || this.disposed) return;
    const delay = Math.max(1, Math.ceil(this.options.limiter.waitMs()));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, delay);
    this.timer.unref();
  }

  private flush(): void {
    while (!this.disposed && this.pending.length > 0 && this.options.limiter.tryTake()) {
      this.options.send(this.pending.shift()!);
    }
    if (this.pending.length > 0) this.schedule();
  }
}
