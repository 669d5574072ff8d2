import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { startPostgresListener } from './postgres-listener';

/** The one NOTIFY channel all realtime events travel on, whatever their type. */
export const NOTIFICATION_CHANNEL = 'cofound_events';

export type NotificationHandlers = {
  onPayload: (payload: string) => void;
  /** Called whenever the subscription is (re)established. */
  onListening: () => void;
  log: FastifyBaseLogger;
};

export type NotificationBus = {
  /** NOTIFYs every instance listening on the database, this one included. */
  publish: (payload: string) => Promise<void>;
  close: () => Promise<void>;
};

async function listen(database: DatabaseHandle, handlers: NotificationHandlers) {
  if (database.kind === 'postgres') {
    return startPostgresListener({
      connectionString: database.connectionString,
      channel: NOTIFICATION_CHANNEL,
      ...handlers,
    });
  }
  // PGlite is in-process and has a single connection: it cannot drop, so no reconnects.
  const unlisten = await database.pglite.listen(NOTIFICATION_CHANNEL, handlers.onPayload);
  handlers.onListening();
  return { close: () => unlisten().catch(() => undefined) };
}

export async function startNotificationBus(
  database: DatabaseHandle,
  handlers: NotificationHandlers,
): Promise<NotificationBus> {
  const listener = await listen(database, handlers);
  return {
    async publish(payload) {
      await database.db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
    },
    close: () => listener.close(),
  };
}
