// Owned by features/networking (docs/product.md#networking).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn, users } from './auth';

/**
 * One speed networking round of two members, the lower member id first. A pair meets once:
 * the unique pair is the rule that nobody is paired with the same person twice.
 */
export const networkingMatches = pgTable(
  'networking_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: memberIdColumn('user_low'),
    userHigh: memberIdColumn('user_high'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when one of the two moved on or left before the time was up. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('networking_matches_pair_key').on(table.userLow, table.userHigh),
    index('networking_matches_user_high_idx').on(table.userHigh),
    check('networking_matches_order_check', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/**
 * Where a member stands in speed networking: waiting in the lobby (seen at `lastSeenAt`, the
 * page's heartbeat), or in the round `matchId`. No row: not taking part.
 */
export const networkingSessions = pgTable(
  'networking_sessions',
  {
    userId: memberIdColumn('user_id').primaryKey(),
    status: text('status').notNull(),
    matchId: uuid('match_id').references(() => networkingMatches.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The lobby: waiting members, longest waiting first.
    index('networking_sessions_waiting_idx')
      .on(table.joinedAt)
      .where(sql`${table.status} = 'waiting'`),
    check('networking_sessions_status_check', sql`${table.status} in ('waiting', 'in_round')`),
  ],
);

/** The chat of a round, kept with it. */
export const networkingMessages = pgTable(
  'networking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => networkingMatches.id, { onDelete: 'cascade' }),
    senderId: memberIdColumn('sender_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('networking_messages_match_idx').on(table.matchId, table.createdAt),
    index('networking_messages_sender_idx').on(table.senderId),
  ],
);
