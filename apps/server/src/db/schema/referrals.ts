// Owned by features/accounts (a referral is recorded at signup).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** Pending at signup with a referral code; successful once the referred user verifies. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: memberIdColumn('referrer_id'),
    referredId: memberIdColumn('referred_id').unique(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('referrals_status_check', sql`${table.status} in ('pending', 'successful')`),
    check('referrals_not_self_check', sql`${table.referrerId} <> ${table.referredId}`),
    index('referrals_referrer_id_idx').on(table.referrerId),
  ],
);
