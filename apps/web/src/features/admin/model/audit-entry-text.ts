import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import { labelOf, memberRoleLabels, memberStatusLabels } from './member-labels';

/** The member an entry is about, when their account is gone. */
export const DELETED_MEMBER = 'a deleted member';

const statusVerbs: Readonly<Record<string, string>> = {
  suspended: 'suspended',
  banned: 'banned',
  active: 'reactivated',
};

/**
 * What the admin did, as the sentence after their name: 'suspended Ada Lovelace', 'made Bo an
 * admin', 'removed Bo as an admin'.
 */
export function auditActionText(entry: Pick<AuditEntry, 'action' | 'after' | 'targetName'>) {
  const target = entry.targetName ?? DELETED_MEMBER;
  if (entry.action === 'member.role') {
    return entry.after === 'admin' ? `made ${target} an admin` : `removed ${target} as an admin`;
  }
  const verb = entry.after ? statusVerbs[entry.after] : undefined;
  return verb ? `${verb} ${target}` : `changed the status of ${target}`;
}

/** From what to what, in words ('Active' to 'Suspended'); null when either side is unknown. */
export function auditChange(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): { before: string; after: string } | null {
  if (entry.before === null || entry.after === null) return null;
  const labels = entry.action === 'member.role' ? memberRoleLabels : memberStatusLabels;
  return { before: labelOf(labels, entry.before), after: labelOf(labels, entry.after) };
}
