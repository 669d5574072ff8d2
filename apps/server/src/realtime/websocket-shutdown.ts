import type { FastifyInstance } from 'fastify';
import { REALTIME_RECONNECT_HINT } from './index';

/** Sockets that have not finished closing by then are cut, so shutdown never waits on a client. */
const CLOSE_HANDSHAKE_MS = 1_500;
const GOING_AWAY = 1001;

/**
 * Every websocket goes away with 1001 and a reconnect hint before the server stops: first the
 * registered ones (realtime), then any still completing its handshake, and no new upgrade is
 * accepted. Sockets that do not finish the close handshake in time are terminated.
 */
export async function closeWebsocketsForShutdown(app: FastifyInstance): Promise<void> {
  app.server.removeAllListeners('upgrade');
  await app.realtime.close().catch(() => undefined);
  const server = app.websocketServer;
  for (const client of server.clients) client.close(GOING_AWAY, REALTIME_RECONNECT_HINT);
  const deadline = Date.now() + CLOSE_HANDSHAKE_MS;
  while (server.clients.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
