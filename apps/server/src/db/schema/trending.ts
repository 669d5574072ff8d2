// Owned by features/discover: Trending's rollup of new connections and profile views
// (docs/decisions/0028-trending-rollup.md). Kept by database triggers on connections,
// profile_views and profiles (migration 0031), never written by application code; the
// trending-window job moves its start.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * Each profile's new connections (either side) and profile views at or after the rollup's start
 * (trending_window); a profile without any has no row.
 */
export const trendingScores = pgTable(
  'trending_scores',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activity: integer('activity').notNull(),
    /** The profile's activity tier (profiles.activityTier), copied by triggers so that Trending
     * walks one index in its order (migration 0036, docs/decisions/0033-stale-profiles-sink.md). */
    activityTier: smallint('activity_tier').notNull().default(0),
  },
  (table) => [
    // Quiet members after active ones with an equal score (0036).
    index('trending_scores_activity_idx').on(
      table.activity.desc(),
      table.activityTier,
      table.profileId,
    ),
  ],
);

/** The rollup's start: one row; none (a database emptied by truncation) counts every event. */
export const trendingWindow = pgTable(
  'trending_window',
  {
    id: boolean('id').primaryKey().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('trending_window_single_check', sql`${table.id}`)],
);
