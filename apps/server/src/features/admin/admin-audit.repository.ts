// The admin audit log: every admin change, written in the change's own transaction.
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import type { DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { adminAuditLog } from '../../db/schema';

export type AuditRecord = {
  admin: { id: string; name: string };
  action: AuditEntry['action'];
  /** The member changed; no user for a change to something else (a partner). */
  target: { userId: string | null; name: string };
  before: string | null;
  after: string | null;
  reason: string | null;
};

export type AuditRow = typeof adminAuditLog.$inferSelect & { createdAtKey: string };
export type AuditCursor = { createdAt: string; id: string };

export function adminAuditQueries(db: DbOrTx) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(adminAuditLog).values({
        adminId: entry.admin.id,
        adminName: entry.admin.name,
        action: entry.action,
        targetUserId: entry.target.userId,
        targetName: entry.target.name,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
      });
    },

    /** Newest first after `after`, optionally about one member; one row more than `limit`. */
    async page(options: {
      targetUserId?: string;
      after: AuditCursor | null;
      limit: number;
    }): Promise<AuditRow[]> {
      const conditions: SQL[] = [];
      if (options.targetUserId) {
        conditions.push(eq(adminAuditLog.targetUserId, options.targetUserId));
      }
      if (options.after) {
        conditions.push(
          sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) <
            (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
        );
      }
      return db
        .select({
          ...getTableColumns(adminAuditLog),
          createdAtKey: utcKey(sql`${adminAuditLog.createdAt}`).mapWith(String),
        })
        .from(adminAuditLog)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(options.limit + 1);
    },
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditEntry['action'],
    adminName: row.adminName,
    targetUserId: row.targetUserId,
    targetName: row.targetName,
    before: row.before,
    after: row.after,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
