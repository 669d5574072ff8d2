import type { FastifyInstance } from 'fastify';
import {
  openRealtimeSocket,
  realtimeUrl,
  type RealtimeTestSocket,
} from '../realtime/realtime-test-client';
import { TEST_APP_URL } from './test-app';

/** Realtime sockets opened as a member's browser would, kept so that closeAll() ends them all. */
export function liveSockets() {
  const sockets: RealtimeTestSocket[] = [];

  /** A socket to a listening app's realtime endpoint, sent with the app's Origin and `cookie`. */
  function open(app: FastifyInstance, cookie: string): RealtimeTestSocket {
    const socket = openRealtimeSocket(realtimeUrl(app), { origin: TEST_APP_URL, cookie });
    sockets.push(socket);
    return socket;
  }

  /** open, answered once the server's first frame (realtime.ready) has come. */
  async function openReady(app: FastifyInstance, cookie: string): Promise<RealtimeTestSocket> {
    const socket = open(app, cookie);
    await socket.waitForFrames(1);
    return socket;
  }

  function closeAll(): void {
    for (const { socket } of sockets) socket.terminate();
  }

  return { open, openReady, closeAll };
}
