// Owned by realtime/: features publish through realtime.publish, never by writing here.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every realtime notification, kept for an hour: an instance whose LISTEN connection dropped
 * replays what was published while it was away, so no live event is lost to a reconnect.
 */
export const realtimeOutbox = pgTable(
  'realtime_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The NOTIFY payload: one encoded envelope (realtime/realtime-envelope.ts). */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('realtime_outbox_created_at_idx').on(table.createdAt)],
);
