// Owned by features/check-in (docs/product.md#check-in).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** One check-in per member and day of the member's own calendar; the unique pair guards it. */
export const dailyCheckins = pgTable(
  'daily_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    checkInDate: date('check_in_date').notNull(),
    streakCount: integer('streak_count').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('daily_checkins_once_a_day_unique').on(table.userId, table.checkInDate),
    check('daily_checkins_streak_check', sql`${table.streakCount} >= 1`),
    check('daily_checkins_points_check', sql`${table.pointsEarned} between 10 and 30`),
  ],
);
