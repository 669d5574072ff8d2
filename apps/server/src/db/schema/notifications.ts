// Owned by features/notifications.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/**
 * The member's mail digest of new requests and unread messages: 'off', 'hourly' (the
 * default, also when there is no row) or 'daily'; `lastSentAt` keeps it to one mail per period.
 * Kept off `profiles` so that digest bookkeeping does not count as a profile change.
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    userId: memberIdColumn('user_id').primaryKey(),
    frequency: text('frequency').notNull().default('hourly'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    check('email_digests_frequency_check', sql`${table.frequency} in ('off', 'hourly', 'daily')`),
  ],
);
