import type { RecordAdminAction } from '../partners';
import { adminAuditQueries } from './admin-audit.repository';

/**
 * The audit line of a change another feature makes as an admin action (a partner created,
 * its status changed, its members imported), written in that change's transaction.
 */
export const recordAdminAction: RecordAdminAction = (tx, entry) =>
  adminAuditQueries(tx).record({
    admin: entry.admin,
    action: entry.action,
    target: { userId: null, name: entry.targetName },
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  });
