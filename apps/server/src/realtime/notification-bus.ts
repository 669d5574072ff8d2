import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { DeliveredIds } from './delivered-ids';
import { startPostgresListener } from './postgres-listener';
import { createRealtimeOutboxRepository } from './realtime-outbox.repository';

/** The one NOTIFY channel all realtime events travel on, whatever their type. */
export const NOTIFICATION_CHANNEL = 'cofound_events';
/** How long notifications stay in the outbox for replays. */
export const OUTBOX_RETENTION_MS = 60 * 60 * 1000;
/** Replays start this long before the connection was noticed lost (clocks and commit order). */
const REPLAY_MARGIN_MS = 5_000;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export type NotificationHandlers = {
  onPayload: (payload: string) => void;
  /** Called whenever the subscription is (re)established. */
  onListening: () => void;
  log: FastifyBaseLogger;
};

export type NotificationBus = {
  /** NOTIFYs every instance listening on the database, this one included, in one statement. */
  publish: (payloads: readonly string[]) => Promise<void>;
  /** Whether this instance's LISTEN is in place (events reach its sockets). */
  isListening: () => boolean;
  close: () => Promise<void>;
};

/** `<outbox id>:<payload>` as NOTIFY carries it; null for anything else. */
function splitNotification(raw: string): { id: number; payload: string } | null {
  const colon = raw.indexOf(':');
  const id = Number(raw.slice(0, colon));
  return colon > 0 && Number.isSafeInteger(id) ? { id, payload: raw.slice(colon + 1) } : null;
}

/**
 * Realtime notifications between instances: each is kept in the outbox and NOTIFYd. While an
 * instance's LISTEN connection is down it hears nothing (a dead connection can take a probe
 * interval to notice), so when it listens again it replays the outbox after the last id it
 * heard and from just before the loss; ids already delivered are skipped.
 */
export async function startNotificationBus(
  database: DatabaseHandle,
  handlers: NotificationHandlers,
): Promise<NotificationBus> {
  const outbox = createRealtimeOutboxRepository(database.db, NOTIFICATION_CHANNEL);
  const delivered = new DeliveredIds();
  let lostAt: Date | null = null;
  let lastId = 0;
  let listening = false;

  const deliver = (id: number, payload: string) => {
    if (!delivered.add(id)) return;
    lastId = Math.max(lastId, id);
    handlers.onPayload(payload);
  };
  const onNotification = (raw: string) => {
    const notification = splitNotification(raw);
    if (notification) deliver(notification.id, notification.payload);
    else handlers.log.warn('ignored a realtime notification without an outbox id');
  };
  const onListening = () => {
    listening = true;
    const since = lostAt;
    lostAt = null;
    handlers.onListening();
    if (!since) return;
    void outbox
      // Nothing heard yet: only the time since the loss counts, not the whole outbox.
      .missedSince(lastId || Number.MAX_SAFE_INTEGER, new Date(since.getTime() - REPLAY_MARGIN_MS))
      .then((rows) => rows.forEach((row) => deliver(row.id, row.payload)))
      .catch((error: unknown) => handlers.log.error({ err: error }, 'realtime replay failed'));
  };

  const listener =
    database.kind === 'postgres'
      ? await startPostgresListener({
          connectionString: database.connectionString,
          channel: NOTIFICATION_CHANNEL,
          log: handlers.log,
          onPayload: onNotification,
          onListening,
          onLost: () => {
            listening = false;
            lostAt ??= new Date();
          },
        })
      : await listenInProcess(database, onNotification, onListening);

  const cleanup = setInterval(() => {
    outbox
      .deleteOlderThan(new Date(Date.now() - OUTBOX_RETENTION_MS))
      .catch((error: unknown) =>
        handlers.log.warn({ err: error }, 'realtime outbox cleanup failed'),
      );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  return {
    publish: (payloads) => outbox.publish(payloads),
    isListening: () => listening,
    async close() {
      clearInterval(cleanup);
      await listener.close();
    },
  };
}

/** PGlite is in-process with a single connection: it cannot drop, so it never replays. */
async function listenInProcess(
  database: Extract<DatabaseHandle, { kind: 'pglite' }>,
  onNotification: (raw: string) => void,
  onListening: () => void,
) {
  const unlisten = await database.pglite.listen(NOTIFICATION_CHANNEL, onNotification);
  onListening();
  return { close: () => unlisten().catch(() => undefined) };
}
