// Owned by features/connections: only its code writes connections; others ask through
// acceptedConnectionBetween and the functions its index exports.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** A connection request between two users: pending, then accepted or rejected. */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: memberIdColumn('sender_id'),
    receiverId: memberIdColumn('receiver_id'),
    status: text('status').notNull().default('pending'),
    /** 'request' (sent by hand, counts toward the free plan's limit) or 'mutual_like'. */
    origin: text('origin').notNull().default('request'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While accepted: the pair's first message at or after the acceptance (updated_at), kept by
     * triggers (migration 0028, docs/decisions/0024-matchmaking-rollup.md); null otherwise.
     */
    firstMessageAt: timestamp('first_message_at', { withTimezone: true }),
  },
  (table) => [
    check('connections_status_check', sql`${table.status} in ('pending', 'accepted', 'rejected')`),
    check('connections_origin_check', sql`${table.origin} in ('request', 'mutual_like')`),
    check('connections_not_self_check', sql`${table.senderId} <> ${table.receiverId}`),
    // At most one live (pending or accepted) connection per unordered pair: concurrent
    // requests from both sides cannot create two.
    uniqueIndex('connections_live_pair_unique')
      .on(
        sql`least(${table.senderId}, ${table.receiverId})`,
        sql`greatest(${table.senderId}, ${table.receiverId})`,
      )
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('connections_receiver_status_idx').on(table.receiverId, table.status, table.createdAt),
    index('connections_sender_status_idx').on(table.senderId, table.status),
    // Trending counts the last 7 days of new connections.
    index('connections_created_at_idx').on(table.createdAt),
    // The connections accepted in a period (accepting sets updated_at): counted by the admin
    // dashboard, and read with their first messages from the index alone by Matchmaking.
    index('connections_accepted_first_message_idx')
      .on(table.updatedAt, table.firstMessageAt)
      .where(sql`${table.status} = 'accepted'`),
  ],
);
