// Owned by features/admin (docs/product.md#admin).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every change an admin makes, kept for other admins to read: who (their name as it was), what,
 * to whom, the value before and after, the reason, and when. Rows outlive the members they name.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    /** 'member.status' or 'member.role'. */
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetName: text('target_name'),
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('admin_audit_log_target_idx').on(
      table.targetUserId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('admin_audit_log_admin_idx').on(table.adminId),
  ],
);
