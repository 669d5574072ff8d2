import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CLOSE_UNAUTHENTICATED, REALTIME_MAX_TOPICS } from '@cofound/shared/realtime';
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

/** Whether a user may watch a topic of one kind ('project'), by the thing's id. */
export type TopicGate = (userId: string, id: string) => Promise<boolean>;

export type RealtimeRouteOptions = {
  appUrl: string;
  /** By topic kind; a topic whose kind has no gate cannot be watched. */
  topicGates: Map<string, TopicGate>;
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
        request.log.info('realtime connection refused: no session');
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
        onClientMessage: (from, message) => {
          if (message.type === 'ping') return;
          if (message.type === 'unwatch') {
            registry.unwatch(from, message.topic);
            return;
          }
          if (registry.topicCount(from) >= REALTIME_MAX_TOPICS) return;
          const [kind = '', id = ''] = message.topic.split(':');
          const gate = options.topicGates.get(kind);
          // Asked once, when watching: a topic's events carry ids only, never what the page shows.
          // A kind allowed with recheckOnDelivery is asked again per event (topic-delivery.ts).
          void gate?.(user.id, id)
            .then((allowed) => {
              if (allowed) registry.watch(from, message.topic);
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'topic check failed'));
        },
      });
      registry.add(connection);
      connection.send(encodeReadyFrame(user.id));
    },
  );
}
