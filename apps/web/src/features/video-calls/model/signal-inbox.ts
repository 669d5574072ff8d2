import type { Signal } from '@cofound/shared/video-calls/video-calls.schemas';
import { unseenSignals } from './signal-order';

const RETRY_MS = 2000;

type SignalInboxOptions = {
  /** The other participant's signals after an id, oldest first. */
  fetchAfter: (after: number) => Promise<Signal[]>;
  /** Handles one signal; the next waits for it. */
  handle: (signal: Signal) => Promise<void>;
};

/**
 * Reads the other participant's signals in order, each once. `pull()` may be called at any time
 * (on every realtime notice): one fetch runs at a time, and a pull during it fetches again after.
 */
export class SignalInbox {
  private lastId = 0;
  private started = false;
  private running = false;
  private again = false;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: SignalInboxOptions) {}

  /**
   * Skips what was signalled before this visit (an earlier session's offers), then listens. If
   * the history cannot be read, listening starts anyway: stale signals fail harmlessly.
   */
  async start(): Promise<void> {
    try {
      for (;;) {
        const items = unseenSignals(await this.options.fetchAfter(this.lastId), this.lastId);
        const last = items.at(-1);
        if (!last || this.stopped) break;
        this.lastId = last.id;
      }
    } finally {
      this.started = true;
    }
  }

  pull(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        const items = unseenSignals(await this.options.fetchAfter(this.lastId), this.lastId);
        for (const signal of items) {
          if (this.stopped) return;
          this.lastId = signal.id;
          await this.options.handle(signal);
        }
      } while (this.again && !this.stopped);
    } catch {
      // The server could not be reached: try again shortly (a realtime notice may come first).
      if (!this.stopped) this.retry = setTimeout(() => this.pull(), RETRY_MS);
    } finally {
      this.running = false;
    }
  }
}
