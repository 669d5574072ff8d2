// Owned by features/admin: the rollups of premium_transactions the admin's revenue page reads,
// and the members' totals the partners' totals follow (docs/decisions/0022-admin-reads.md). Kept
// by database triggers on premium_transactions, never written by application code.
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The premium transactions of each day (UTC), by kind, plan and currency: how many and their
 * cents. A year of the revenue page reads a few thousand of these rather than every transaction.
 */
export const premiumRevenueDays = pgTable(
  'premium_revenue_days',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    plan: text('plan').notNull(),
    currency: text('currency').notNull(),
    transactions: integer('transactions').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.plan, table.currency] })],
);

/**
 * Each member's payments (not free months) in cents, per currency. No foreign key: when an
 * account goes, the trigger on its cascaded transactions still writes here after the user row
 * is gone, and its row is left at zero. A member linked to a partner who never paid gets a zero
 * US dollar row, which the partner_members trigger locks (migration 0030).
 */
export const memberPaidTotals = pgTable(
  'member_paid_totals',
  {
    userId: text('user_id').notNull(),
    currency: text('currency').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.currency] })],
);
