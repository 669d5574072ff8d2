import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import { AuditEntryList } from './audit-entry-item';
import { DetailSection } from './detail-section';

const TITLE = 'Status and role history';

/** The admins' changes to this member's status and role, newest first. */
export function MemberHistorySection({ history }: { history: AuditEntry[] }) {
  return (
    <DetailSection title={TITLE}>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No admin has changed their status or role.</p>
      ) : (
        <AuditEntryList entries={history} label={TITLE} />
      )}
    </DetailSection>
  );
}
