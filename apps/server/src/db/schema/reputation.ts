// Owned by features/reputation, except profile_views, which features/profiles records and
// reputation counts.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  date,
  bigserial,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';
import { profiles } from './profiles';

/**
 * Reputation per profile, maintained by the server in the same transaction as the event that
 * earns it: +10 per accepted connection, +5 per skill endorsement, +3 per interaction.
 */
export const reputationScores = pgTable(
  'reputation_scores',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    totalScore: integer('total_score').notNull().default(0),
    connectionScore: integer('connection_score').notNull().default(0),
    endorsementScore: integer('endorsement_score').notNull().default(0),
    activityScore: integer('activity_score').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The profile's activity tier (profiles.activityTier), copied by triggers so that Discover's
     * Top Rated walks one index in its order (migration 0036,
     * docs/decisions/0033-stale-profiles-sink.md). */
    activityTier: smallint('activity_tier').notNull().default(0),
  },
  (table) => [
    check(
      'reputation_scores_total_check',
      sql`${table.totalScore} = ${table.connectionScore} + ${table.endorsementScore} + ${table.activityScore}`,
    ),
    index('reputation_scores_total_idx').on(table.totalScore.desc(), table.profileId),
    // Discover's Top Rated: quiet members after active ones with an equal total (0036).
    index('reputation_scores_discover_idx').on(
      table.totalScore.desc(),
      table.activityTier,
      table.profileId,
    ),
    // Team recommendations keep members' totals in memory and catch up on what changed.
    index('reputation_scores_updated_at_idx').on(table.updatedAt),
  ],
);

/** A member vouching for one skill of a connected member; once per skill. */
export const skillEndorsements = pgTable(
  'skill_endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endorserId: memberIdColumn('endorser_id'),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('skill_endorsements_once_unique').on(table.endorserId, table.profileId, table.skill),
    index('skill_endorsements_profile_idx').on(table.profileId),
  ],
);

/** One row per viewer, profile and day: the 'profile views' half of Trending. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerId: memberIdColumn('viewer_id'),
    viewedOn: date('viewed_on')
      .notNull()
      .default(sql`current_date`),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('profile_views_daily_unique').on(table.profileId, table.viewerId, table.viewedOn),
    index('profile_views_recent_idx').on(table.viewedAt, table.profileId),
    // The profiles a member viewed, for their data export (migration 0038).
    index('profile_views_viewer_idx').on(table.viewerId),
  ],
);

/**
 * The reputation ledger: every award and every take-back as a dated row, so that what a member
 * earned in any window can be counted. `reputation_scores` and `reputation_periods` are sums of
 * it, kept in the same transaction; the repair command recomputes both from it.
 */
export const reputationEvents = pgTable(
  'reputation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    component: text('component').notNull(),
    reason: text('reason').notNull(),
    points: integer('points').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'reputation_events_component_check',
      sql`${table.component} in ('connection', 'endorsement', 'activity')`,
    ),
    check(
      'reputation_events_reason_check',
      sql`${table.reason} in ('connection', 'connection_removed', 'endorsement', 'endorsement_withdrawn', 'message', 'video_call', 'check_in')`,
    ),
    index('reputation_events_profile_idx').on(table.profileId, table.occurredAt),
    index('reputation_events_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * What each member earned per calendar week (from Monday, UTC) and calendar month (UTC): the
 * weekly and monthly leaderboards read the top rows of one period from its index.
 */
export const reputationPeriods = pgTable(
  'reputation_periods',
  {
    period: text('period').notNull(),
    periodStart: date('period_start').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    totalScore: integer('total_score').notNull().default(0),
    connectionScore: integer('connection_score').notNull().default(0),
    endorsementScore: integer('endorsement_score').notNull().default(0),
    activityScore: integer('activity_score').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.periodStart, table.profileId] }),
    check('reputation_periods_period_check', sql`${table.period} in ('week', 'month')`),
    check(
      'reputation_periods_total_check',
      sql`${table.totalScore} = ${table.connectionScore} + ${table.endorsementScore} + ${table.activityScore}`,
    ),
    index('reputation_periods_top_idx').on(
      table.period,
      table.periodStart,
      table.totalScore.desc(),
      table.profileId,
    ),
  ],
);
