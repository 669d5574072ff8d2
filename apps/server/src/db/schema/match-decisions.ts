// Owned by features/matching (likes, passes and saved profiles).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';
import { connections } from './connections';
import { profiles } from './profiles';

/** A like or pass by a user on a profile; one per pair, deciding again updates it. */
export const matchDecisions = pgTable(
  'match_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    liked: boolean('liked').notNull(),
    /** The server-computed match score (0..1) at decision time. */
    score: doublePrecision('score').notNull(),
    /** The pending connection this like created by completing a mutual like (undo withdraws it). */
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('match_decisions_user_profile_unique').on(table.userId, table.profileId),
    index('match_decisions_profile_id_idx').on(table.profileId),
    // The admin's Matchmaking page: a period's decisions newest first (keyset on the time and id),
    // and its likes and passes per score counted from the index alone.
    index('match_decisions_admin_decided_idx').on(
      table.updatedAt,
      table.id,
      table.liked,
      table.score,
    ),
    check('match_decisions_score_check', sql`${table.score} >= 0 and ${table.score} <= 1`),
  ],
);

/** Save-for-later: the member's Saved list, kept out of the deck until decided. */
export const savedProfiles = pgTable(
  'saved_profiles',
  {
    userId: memberIdColumn('user_id'),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('saved_profiles_profile_id_idx').on(table.profileId),
  ],
);
