import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_UNAUTHENTICATED,
  REALTIME_MAX_EVENTS_PER_SECOND,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
} from '@cofound/shared/realtime';
import { OutboundQueue } from './outbound-queue';
import { SlidingWindowLimiter } from './sliding-window-limiter';

export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** Frames that may wait for the rate limit before the client is told to reconnect instead. */
export const MAX_QUEUED_FRAMES = 100;

export type RealtimeConnectionOptions = {
  socket: WebSocket;
  userId: string;
  /** Whether the session behind the socket is still valid (not signed out, not suspended). */
  isSessionValid: () => Promise<boolean>;
  heartbeatMs: number;
  revalidateMs: number;
  log: FastifyBaseLogger;
  onClosed: (connection: RealtimeConnection) => void;
  /** A watch or unwatch from the browser (pings are handled here). */
  onClientMessage?: (connection: RealtimeConnection, message: RealtimeClientMessage) => void;
};

/** One member's open socket: rate limits both ways, heartbeat, and session re-checks. */
export class RealtimeConnection {
  readonly userId: string;
  private readonly socket: WebSocket;
  private readonly outbound: OutboundQueue;
  private readonly inbound = new SlidingWindowLimiter(REALTIME_MAX_EVENTS_PER_SECOND);
  private readonly timers: NodeJS.Timeout[];
  private alive = true;
  private revalidating = false;
  private disposed = false;

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.userId = options.userId;
    this.socket = options.socket;
    this.outbound = new OutboundQueue({
      limiter: new SlidingWindowLimiter(REALTIME_MAX_EVENTS_PER_SECOND),
      maxQueued: MAX_QUEUED_FRAMES,
      send: (frame) => {
        if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
      },
      onOverflow: () => this.close(CLOSE_TRY_AGAIN_LATER, 'Too many pending events'),
    });
    this.socket.on('message', (data) => this.onMessage(data));
    this.socket.on('pong', () => (this.alive = true));
    this.socket.on('close', () => this.dispose());
    this.socket.on('error', (error) => options.log.debug({ err: error }, 'realtime socket error'));
    this.timers = [
      setInterval(() => this.heartbeat(), options.heartbeatMs),
      setInterval(() => void this.revalidate(), options.revalidateMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  send(frame: string): void {
    this.outbound.push(frame);
  }

  close(code: number, reason: string): void {
    if (
      this.socket.readyState === this.socket.OPEN ||
      this.socket.readyState === this.socket.CONNECTING
    ) {
      this.socket.close(code, reason);
    }
    this.dispose();
  }

  /**
   * Any message proves the client alive. A ping needs nothing more; watch and unwatch (shared
   * realtimeClientMessageSchema) go to the route; anything else is ignored.
   */
  private onMessage(data: unknown): void {
    if (!this.inbound.tryTake()) {
      this.close(CLOSE_POLICY_VIOLATION, 'Too many messages');
      return;
    }
    this.alive = true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const message = realtimeClientMessageSchema.safeParse(parsed);
    if (message.success && message.data.type !== 'ping') {
      this.options.onClientMessage?.(this, message.data);
    }
  }

  /** A socket that did not answer the previous ping is gone without a close frame. */
  private heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.alive = false;
    if (this.socket.readyState === this.socket.OPEN) this.socket.ping();
  }

  private async revalidate(): Promise<void> {
    if (this.revalidating || this.disposed) return;
    this.revalidating = true;
    try {
      if (!(await this.options.isSessionValid())) {
        this.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Session ended');
      }
    } catch (error) {
      // A database hiccup is not a signed-out member: keep the socket, check again next time.
      this.options.log.warn({ err: error }, 'realtime session re-check failed');
    } finally {
      this.revalidating = false;
    }
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.outbound.dispose();
    this.options.onClosed(this);
  }
}
