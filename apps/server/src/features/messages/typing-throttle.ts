/** At most one typing event per sender and peer in this window; the rest are dropped. */
export const TYPING_THROTTLE_MS = 300;

/**
 * Per-key throttle for typing events (key: sender and peer). Remembers the last time each key
 * was let through; entries older than the window are swept once the map grows, so memory stays
 * bounded by the number of members typing right now.
 */
export class TypingThrottle {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly windowMs = TYPING_THROTTLE_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly sweepAbove = 10_000,
  ) {}

  /** True when an event for `key` may go out now (and records it); false to drop it. */
  allow(key: string): boolean {
    const now = this.now();
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    this.last.set(key, now);
    if (this.last.size > this.sweepAbove) this.sweep(now);
    return true;
  }

  /** Keys currently remembered (for tests). */
  size(): number {
    return this.last.size;
  }

  private sweep(now: number) {
    for (const [key, at] of this.last) if (now - at >= this.windowMs) this.last.delete(key);
  }
}
