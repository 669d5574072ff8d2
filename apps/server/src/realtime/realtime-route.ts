import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@cofound/shared/realtime';
import { AppError } from '../lib/app-error';
import type { ConnectionRegistry } from './connection-registry';
import { isAllowedOrigin } from '../http/origin-check';
import { RealtimeConnection } from './realtime-connection';
import { encodeReadyFrame } from './realtime-envelope';

/**
 * Who a request's session cookie belongs to (the accounts feature answers it). Realtime sits below
 * the features, so it names only what it asks of them.
 */
export type SessionLookup = {
  getSessionUser(headers: IncomingHttpHeaders): Promise<{ id: string } | null>;
};

export type RealtimeRouteOptions = {
  appUrl: string;
  accounts: SessionLookup;
  registry: ConnectionRegistry<RealtimeConnection>;
  heartbeatMs: number;
  revalidateMs: number;
};

/**
 * GET /api/realtime, the member's event stream. Who may call: members, checked in the handler.
 * The route is declared 'public' so that a signed-out browser gets its socket closed with 4401,
 * which it can see and act on (stop reconnecting), rather than a failed upgrade it cannot tell
 * from a network error. A foreign Origin is refused at the upgrade with 403: no socket at all.
 */
export function registerRealtimeRoute(app: FastifyInstance, options: RealtimeRouteOptions) {
  const { registry } = options;
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      config: { access: 'public' },
      preValidation: async (request) => {
        if (!isAllowedOrigin(request.headers.origin, options.appUrl)) {
          throw new AppError('FORBIDDEN', 'Realtime connections are only accepted from the app.');
        }
      },
    },
    (socket, request) => {
      // route-access resolved the session cookie (accounts.getSessionUser) before the upgrade.
      const user = request.sessionUser;
      if (!user) {
        socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'Not signed in');
        return;
      }
      const headers = { cookie: request.headers.cookie };
      const connection = new RealtimeConnection({
        socket,
        userId: user.id,
        isSessionValid: async () =>
          (await options.accounts.getSessionUser(headers))?.id === user.id,
        heartbeatMs: options.heartbeatMs,
        revalidateMs: options.revalidateMs,
        log: request.log,
        onClosed: (closed) => registry.remove(closed),
      });
      registry.add(connection);
      connection.send(encodeReadyFrame(user.id));
    },
  );
}
