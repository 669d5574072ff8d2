import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, realtimeUrl, type RealtimeSocket } from './realtime-client';

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  sent: string[] = [];
  closed = false;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code: number) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const notice = (id: string) => ({
  id,
  event: 'system.notice',
  payload: { message: `hello ${id}` },
  at: '2025-01-01T00:00:00.000Z',
});

function setup() {
  const sockets: FakeSocket[] = [];
  const onFrame = vi.fn();
  const onConnected = vi.fn();
  const onUnauthenticated = vi.fn();
  const client = new RealtimeClient({
    url: 'ws://test/api/realtime',
    onFrame,
    onConnected,
    onUnauthenticated,
    random: () => 0.5,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  const latest = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, latest, onFrame, onConnected, onUnauthenticated };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('delivers each valid frame once and ignores invalid ones', () => {
    const { client, latest, onFrame } = setup();
    client.start();
    latest().open();
    latest().receive(notice('1'));
    latest().receive(notice('1'));
    latest().receive({ id: '2', event: 'unknown.event', payload: {}, at: 'now' });
    latest().receive(notice('3'));
    expect(onFrame.mock.calls.map(([frame]) => frame.id)).toEqual(['1', '3']);
  });

  it('reconnects after 1 s, 2 s, 4 s and resets the backoff once connected', () => {
    const { client, sockets, latest, onConnected } = setup();
    client.start();
    latest().drop(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop(1006);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    latest().drop(1006);
    vi.advanceTimersByTime(3999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    latest().open();
    expect(onConnected).toHaveBeenCalledTimes(1);
    latest().drop(1006);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(5);
  });

  it('stops for good when the server closes with 4401', () => {
    const { client, sockets, latest, onUnauthenticated } = setup();
    client.start();
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('after a refusal the page found wrong, connects again, backing off while refused', () => {
    const { client, sockets, latest, onFrame } = setup();
    client.start();
    latest().open();
    latest().drop(4401);
    client.retryAfterRefusal();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().drop(4401);
    client.retryAfterRefusal();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // Accepted this time: a frame arrives, and the next refusal starts from 1 s again.
    latest().open();
    latest().receive(notice('a'));
    expect(onFrame).toHaveBeenCalledTimes(1);
    latest().drop(4401);
    client.retryAfterRefusal();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not come back from a refusal once stopped', () => {
    const { client, sockets, latest } = setup();
    client.start();
    latest().open();
    latest().drop(4401);
    client.retryAfterRefusal();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('sends keep-alive pings while open and closes on stop without reconnecting', () => {
    const { client, sockets, latest } = setup();
    client.start();
    latest().open();
    vi.advanceTimersByTime(25_000);
    expect(latest().sent).toEqual(['{"type":"ping"}']);
    client.stop();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('realtimeUrl', () => {
  it('follows the page scheme', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'cofound.dev' })).toBe(
      'wss://cofound.dev/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/realtime',
    );
  });
});
