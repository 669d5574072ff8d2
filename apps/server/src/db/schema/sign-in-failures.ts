// Owned by features/accounts (the per-account sign-in limit).
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password sign-ins per normalized (lower-cased) email, for the per-account limit of
 * 100 failures an hour. Rows older than an hour are deleted lazily.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_email_created_at_idx').on(table.email, table.createdAt),
    index('sign_in_failures_created_at_idx').on(table.createdAt),
  ],
);
