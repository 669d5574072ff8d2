// Owned by features/admin: the analytics rollup (docs/decisions/0023-admin-analytics.md). Filled
// by database triggers on the event tables and on profiles, never written by application code.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/**
 * The days (UTC) a member did something: viewed a profile, decided on one, sent a message,
 * proposed a call or checked in. `previous_day` is the member's active day before it (the
 * triggers keep it so when an earlier day is written later): a large gap marks a return.
 */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    userId: memberIdColumn('user_id'),
    day: date('day').notNull(),
    previousDay: date('previous_day'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    // The members active in a window of days, read from the index alone.
    index('member_activity_days_day_idx').on(table.day, table.userId, table.previousDay),
  ],
);

/** The weeks (from Monday, UTC) a member was active in. */
export const memberActivityWeeks = pgTable(
  'member_activity_weeks',
  {
    userId: memberIdColumn('user_id'),
    week: date('week').notNull(),
    /**
     * The member's signup week (the profile's), null without a profile: the rows an account
     * deletion removes take their cohort counts back without reading the profile.
     */
    signupWeek: date('signup_week'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);

/** How many members were active per day and per week, admins included. */
export const memberActivityTotals = pgTable(
  'member_activity_totals',
  {
    /** 'day' or 'week'. */
    span: text('span').notNull(),
    startsOn: date('starts_on').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.span, table.startsOn] }),
    check('member_activity_totals_span_check', sql`${table.span} in ('day', 'week')`),
  ],
);

/**
 * How many rollup rows each day has per gap before them: 0 for members' first active days, 1 to
 * 30 for the days since their previous one, 31 for more than 30.
 */
export const memberActivityGaps = pgTable(
  'member_activity_gaps',
  {
    day: date('day').notNull(),
    gap: smallint('gap').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.gap] }),
    check('member_activity_gaps_gap_check', sql`${table.gap} between 0 and 31`),
    // The members whose first active day is before a given day, from the index alone.
    index('member_activity_gaps_first_days_idx')
      .on(table.day, table.members)
      .where(sql`${table.gap} = 0`),
  ],
);

/**
 * How many rollup rows have each day as their previous day: the day's members who were active
 * again later. The day's total less them is the members whose last active day it is.
 */
export const memberActivityContinued = pgTable('member_activity_continued', {
  day: date('day').primaryKey(),
  members: integer('members').notNull(),
});

/** How many members signed up (profiles created) per week, admins included. */
export const memberSignupWeeks = pgTable('member_signup_weeks', {
  week: date('week').primaryKey(),
  members: integer('members').notNull(),
});

/**
 * How many members of each signup week were active in each week from it on, admins included.
 */
export const memberCohortWeeks = pgTable(
  'member_cohort_weeks',
  {
    signupWeek: date('signup_week').notNull(),
    week: date('week').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.signupWeek, table.week] })],
);
