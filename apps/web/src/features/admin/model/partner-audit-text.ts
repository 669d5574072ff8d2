import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import { partnerStatusLabels } from '@cofound/shared/partners/partners.schemas';
import { labelOf } from './member-labels';

type Entry = Pick<AuditEntry, 'action' | 'before' | 'after' | 'targetName'>;

/**
 * A change to a partner as the sentence after the admin's name ('created the partner Launchpad
 * Labs', 'imported members into Launchpad Labs (3 created, 1 linked, 0 already linked)'); null
 * for any other action.
 */
export function partnerActionText(entry: Pick<Entry, 'action' | 'after' | 'targetName'>) {
  const partner = entry.targetName ?? 'a partner';
  switch (entry.action) {
    case 'partner.create':
      return `created the partner ${partner}`;
    case 'partner.status':
      return `changed the status of ${partner}`;
    case 'partner.import':
      return `imported members into ${partner}${entry.after ? ` (${entry.after})` : ''}`;
    default:
      return null;
  }
}

/** A partner's status change in words ('Active' to 'Inactive'). */
export function partnerStatusChange(entry: Pick<Entry, 'before' | 'after'>) {
  if (entry.before === null || entry.after === null) return null;
  return {
    before: labelOf(partnerStatusLabels, entry.before),
    after: labelOf(partnerStatusLabels, entry.after),
  };
}
