// Owned by jobs/: features add work through jobs.enqueue and handle it with jobs.handle.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Background work that must survive crashes and run once across instances: claimed in the
 * database (a lease that expires if its instance dies), retried with backoff, kept for a while
 * after it is done. `key` makes a periodic run ('mail-digest:<slot>') exist only once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When it succeeded, or gave up after its last attempt (then failed_at is set too). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.finishedAt} is null`),
    index('jobs_finished_at_idx').on(table.finishedAt),
  ],
);
