import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import WebSocket from 'ws';
import { parseRealtimeFrame, type RealtimeFrame } from '@cofound/shared/realtime';

export type RealtimeTestSocket = {
  socket: WebSocket;
  /** Parsed frames in arrival order, with the arrival time in ms. */
  frames: (RealtimeFrame & { receivedAt: number })[];
  /** Resolves when the socket closes, with the close code the server sent. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the HTTP status when the server refuses the upgrade. */
  refused: Promise<number>;
  waitForFrames: (count: number, timeoutMs?: number) => Promise<void>;
};

/** The ws:// address of a listening app's realtime endpoint. */
export function realtimeUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

export function openRealtimeSocket(
  url: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): RealtimeTestSocket {
  const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
  const frames: RealtimeTestSocket['frames'] = [];
  socket.on('message', (data) => {
    const frame = parseRealtimeFrame(data.toString());
    if (!frame) throw new Error(`unparseable frame: ${data.toString()}`);
    frames.push({ ...frame, receivedAt: performance.now() });
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    }),
  );
  socket.on('error', () => undefined);
  return {
    socket,
    frames,
    closed,
    refused,
    waitForFrames: (count, timeoutMs = 5000) =>
      vi.waitFor(() => expect(frames.length).toBeGreaterThanOrEqual(count), {
        timeout: timeoutMs,
        interval: 10,
      }),
  };
}
