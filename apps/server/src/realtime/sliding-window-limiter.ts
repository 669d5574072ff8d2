/**
 * Allows at most `limit` events in any window of `windowMs`. Not a token bucket on purpose: a
 * bucket holding a burst of `limit` lets up to twice `limit` through within one second, and the
 * product caps events per second (docs/product.md#notifications).
 */
export class SlidingWindowLimiter {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Milliseconds until one more event is allowed; 0 when it is allowed now. */
  waitMs(): number {
    const now = this.now();
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length < this.limit) return 0;
    return this.times[0]! + this.windowMs - now;
  }

  /** Records an event if the limit allows it. */
  tryTake(): boolean {
    if (this.waitMs() > 0) return false;
    this.times.push(this.now());
    return true;
  }
}
