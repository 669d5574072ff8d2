import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import { labelOf, memberRoleLabels, memberStatusLabels, reportStatusLabels } from './member-labels';
import { partnerActionText, partnerStatusChange } from './partner-audit-text';
import { reportDecisionLabels } from './report-texts';

/** The member an entry is about, when their account is gone. */
export const DELETED_MEMBER = 'a deleted member';

const statusVerbs: Readonly<Record<string, string>> = {
  suspended: 'suspended',
  banned: 'banned',
  active: 'reactivated',
  deleted: 'deleted the account of',
};

/** A report's decision, said of the reported member. */
const reportDecisionVerbs: Readonly<Record<string, (target: string) => string>> = {
  dismissed: (target) => `dismissed a report about ${target}`,
  removed: (target) => `removed content by ${target} after a report`,
  warned: (target) => `warned ${target} after a report`,
  suspended: (target) => `suspended ${target} after a report`,
  banned: (target) => `banned ${target} after a report`,
};

/**
 * What the admin did, as the sentence after their name: 'suspended Ada Lovelace', 'made Bo an
 * admin', 'removed Bo as an admin', 'dismissed a report about Bo', 'deleted the account of Bo'.
 */
export function auditActionText(entry: Pick<AuditEntry, 'action' | 'after' | 'targetName'>) {
  const partnerText = partnerActionText(entry);
  if (partnerText) return partnerText;
  const target = entry.targetName ?? DELETED_MEMBER;
  if (entry.action === 'member.role') {
    return entry.after === 'admin' ? `made ${target} an admin` : `removed ${target} as an admin`;
  }
  if (entry.action === 'report.decide') {
    const said = entry.after ? reportDecisionVerbs[entry.after] : undefined;
    return said ? said(target) : `decided a report about ${target}`;
  }
  const verb = entry.after ? statusVerbs[entry.after] : undefined;
  return verb ? `${verb} ${target}` : `changed the status of ${target}`;
}

/** From what to what, in words ('Active' to 'Suspended'); null when either side is unknown. */
export function auditChange(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): { before: string; after: string } | null {
  if (entry.before === null || entry.after === null) return null;
  if (entry.action === 'partner.status') return partnerStatusChange(entry);
  const labels =
    entry.action === 'member.role'
      ? memberRoleLabels
      : entry.action === 'report.decide'
        ? { ...reportStatusLabels, ...reportDecisionLabels }
        : memberStatusLabels;
  return { before: labelOf(labels, entry.before), after: labelOf(labels, entry.after) };
}
