// Owned by features/discover: Trending's rollup of new connections and profile views
// (docs/decisions/0028-trending-rollup.md). Kept by database triggers on connections,
// profile_views and profiles (migration 0031), never written by application code; the
// trending-window job moves its start.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('trending_scores_activity_idx').on(table.activity.desc(), table.profileId)],
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
