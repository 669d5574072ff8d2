import {
  parseRealtimeFrame,
  REALTIME_CLOSE_UNAUTHENTICATED,
  type RealtimeFrame,
} from '@cofound/shared/realtime';
import { createFrameDeduper } from './frame-deduper';
import { attachTopicSender } from './realtime-topics';
import { reconnectDelayMs } from './reconnect-delay';

const PING_INTERVAL_MS = 25_000;

/** The subset of WebSocket the client uses, so tests can hand in a fake. */
export type RealtimeSocket = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export type RealtimeClientOptions = {
  url: string;
  onFrame: (frame: RealtimeFrame) => void;
  /** Every successful (re)connect: the place to refetch what may have been missed. */
  onConnected?: () => void;
  /** The server closed with 4401: the session is gone, so the client stops for good. */
  onUnauthenticated?: () => void;
  createSocket?: (url: string) => RealtimeSocket;
  random?: () => number;
};

/** One websocket to /api/realtime that reconnects with backoff until stopped. */
export class RealtimeClient {
  private socket: RealtimeSocket | null = null;
  private attempt = 0;
  /** 4401s in a row that the page then found wrong: backs off the retries after them. */
  private refusals = 0;
  private running = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly isDuplicate = createFrameDeduper();

  constructor(private readonly options: RealtimeClientOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.closeSocket();
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.pingTimer = setInterval(
        () => socket.send(JSON.stringify({ type: 'ping' })),
        PING_INTERVAL_MS,
      );
      attachTopicSender((message) => socket.send(JSON.stringify(message)));
      this.options.onConnected?.();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const frame = parseRealtimeFrame(event.data);
      if (!frame) return;
      this.refusals = 0;
      if (!this.isDuplicate(frame.id)) this.options.onFrame(frame);
    };
    socket.onclose = (event) => {
      clearInterval(this.pingTimer);
      attachTopicSender(null);
      this.socket = null;
      if (!this.running) return;
      if (event.code === REALTIME_CLOSE_UNAUTHENTICATED) {
        this.running = false;
        this.options.onUnauthenticated?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  /**
   * After a 4401, the page asked for its session and is still signed in: the refusal was a
   * passing one (the server could not read the session at that moment), so connect again,
   * waiting 1 s, 2 s, 4 s … while the server keeps refusing.
   */
  retryAfterRefusal(): void {
    if (this.running) return;
    this.running = true;
    const delay = reconnectDelayMs(this.refusals, this.options.random);
    this.refusals += 1;
    this.reconnectTimer = setTimeout(() => {
      if (this.running) this.connect();
    }, delay);
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (this.running) this.connect();
    }, delay);
  }

  private closeSocket(): void {
    clearInterval(this.pingTimer);
    attachTopicSender(null);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(1000, 'client stopped');
  }
}

/** ws(s)://<this origin>/api/realtime */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/realtime`;
}
