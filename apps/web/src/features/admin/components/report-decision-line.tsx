import type { AdminReport } from '@cofound/shared/admin/admin-reports.schemas';
import { reportDecisionLabels } from '../model/report-texts';
import { RelativeTime } from './relative-time';

type Decision = NonNullable<AdminReport['decision']>;

/** A decided report's decision: what was done, by whom and when, and the admin's note. */
export function ReportDecisionLine({ decision }: { decision: Decision }) {
  return (
    <div className="space-y-1 border-t border-slate-100 pt-3 text-sm">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">
          {reportDecisionLabels[decision.decision]}
        </span>{' '}
        by {decision.adminName ?? 'a former admin'} · <RelativeTime iso={decision.decidedAt} />
      </p>
      {decision.note && (
        <p className="break-words whitespace-pre-line text-slate-700">Note: {decision.note}</p>
      )}
    </div>
  );
}
