import type { AuditEntry } from '@cofound/shared/admin/admin-members.schemas';
import { auditActionText, auditChange } from '../model/audit-entry-text';
import { RelativeTime } from './relative-time';

/**
 * One admin action: who did what to whom ('Grace Hopper suspended Ada Lovelace'), from what to
 * what, the reason, and when.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const change = auditChange(entry);
  return (
    <li className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
      <p className="text-slate-900">
        <span className="font-semibold">{entry.adminName}</span> {auditActionText(entry)}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-slate-600">
        {change && (
          <span>
            {change.before} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {change.after}
          </span>
        )}
        {change && <span aria-hidden="true">·</span>}
        <RelativeTime iso={entry.createdAt} />
      </p>
      {entry.reason && (
        <p className="break-words text-slate-700">
          <span className="font-medium">Reason:</span> {entry.reason}
        </p>
      )}
    </li>
  );
}

/** Admin actions, newest first, one below the other. */
export function AuditEntryList({ entries, label }: { entries: AuditEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <AuditEntryItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
