import { reportReasonLabels } from '@cofound/shared/safety/safety.schemas';
import type { AdminMemberDetail } from '@cofound/shared/admin/admin-members.schemas';
import { pluralize } from '../../../lib/plural';
import { formatDay } from '../../../lib/dates';
import { DELETED_MEMBER } from '../model/audit-entry-text';
import { labelOf, reportStatusLabels } from '../model/member-labels';
import { DetailSection } from './detail-section';

type MemberReportsSectionProps = {
  title: string;
  reports: AdminMemberDetail['reportsAbout'];
  /** Who the other person of each report is: 'Reported by' or 'Reported'. */
  otherLabel: string;
  empty: string;
};

/** Reports about the member, or by them: the total and the latest ones. */
export function MemberReportsSection({
  title,
  reports,
  otherLabel,
  empty,
}: MemberReportsSectionProps) {
  const { total, latest } = reports;
  return (
    <DetailSection
      title={title}
      aside={total > 0 && pluralize(total, { one: 'report', other: 'reports' })}
    >
      {latest.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          {total > latest.length && (
            <p className="text-sm text-slate-600">The latest {latest.length}:</p>
          )}
          <ul aria-label={title} className="divide-y divide-slate-100">
            {latest.map((report) => (
              <li key={report.id} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {labelOf(reportReasonLabels, report.reason)}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {labelOf(reportStatusLabels, report.status)}
                  </span>
                </p>
                <p className="text-slate-600">
                  {otherLabel} {report.otherName ?? DELETED_MEMBER} · {formatDay(report.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailSection>
  );
}
