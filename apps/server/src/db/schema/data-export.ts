// Owned by features/data-export: members' downloads of their own data (docs/product.md#data-export).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/**
 * One download of a member's data: queued, then built by a job into a ZIP in storage, ready for
 * 7 days, then expired (the file removed). One at a time per member; a new one replaces the old.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    status: text('status').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** 'exports/<userId>/<id>.zip', set once the file is written. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The words the member sees when it failed. */
    error: text('error'),
  },
  (table) => [
    check(
      'data_exports_status_check',
      sql`${table.status} in ('queued', 'building', 'ready', 'failed', 'expired')`,
    ),
    check('data_exports_progress_check', sql`${table.progress} between 0 and 100`),
    check(
      'data_exports_ready_check',
      sql`${table.status} <> 'ready' or (${table.storageKey} is not null and ${table.expiresAt} is not null)`,
    ),
    // One being prepared per member: a second request (or two at once) is refused.
    uniqueIndex('data_exports_in_progress_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('queued', 'building')`),
    // The member's latest download.
    index('data_exports_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The hourly sweep: ready downloads past their expiry.
    index('data_exports_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ready'`),
  ],
);
