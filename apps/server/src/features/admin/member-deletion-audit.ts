import type { RecordMemberDeletion } from '../account-deletion';
import { adminAuditQueries } from './admin-audit.repository';

/**
 * The audit line of an admin's deletion of a member: a status change to 'deleted', under the
 * name the member had, written in the deletion's transaction.
 */
export const recordMemberDeletion: RecordMemberDeletion = (tx, entry) =>
  adminAuditQueries(tx).record({
    admin: entry.admin,
    action: 'member.status',
    target: { userId: entry.targetUserId, name: entry.targetName },
    before: entry.before,
    after: 'deleted',
    reason: null,
  });
