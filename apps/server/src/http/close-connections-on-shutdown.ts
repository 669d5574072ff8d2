import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, every answer ends its connection (`Connection: close`): a keep-alive
 * connection whose request was in flight when shutdown began would otherwise sit idle for the
 * keep-alive timeout and hold the server open.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
