import { useId } from 'react';
import type { AdminReport } from '@cofound/shared/admin/admin-reports.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { memberRoleLabels } from '../model/member-labels';
import { reportThingNames, reportTitle } from '../model/report-texts';
import { MemberStatusBadge } from './member-status-badge';
import { RelativeTime } from './relative-time';
import { ReportActions } from './report-actions';
import { ReportDecisionLine } from './report-decision-line';
import { ReportedContent } from './reported-content';

/** The id of a report's card, where focus can be moved. */
export const reportCardId = (reportId: string) => `report-${reportId}`;

const memberPath = (userId: string) => `/admin/users/${userId}`;

type ReportCardProps = {
  report: AdminReport;
  /** The report was decided from this card and leaves the list. */
  onDecided: () => void;
};

/**
 * One report: the reason and the reporter's words, the reported thing in context, the people,
 * the open reports on the same thing and on the member, and the decision or the actions.
 */
export function ReportCard({ report, onDecided }: ReportCardProps) {
  const titleId = useId();
  const { reporter, reported } = report;
  const thing = reportThingNames[report.target.kind];
  return (
    <article
      id={reportCardId(report.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={surfaceStyles(
        'comfortable',
        'space-y-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {reportTitle(report)}
          </h2>
          <p className="text-sm text-slate-600">
            Reported by <TextLink to={memberPath(reporter.userId)}>{reporter.name}</TextLink> ·{' '}
            <RelativeTime iso={report.createdAt} />
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {report.reasonLabel}
        </span>
      </header>

      {report.details && (
        <figure className="space-y-1 text-sm">
          <figcaption className="font-semibold text-slate-700">What the reporter wrote</figcaption>
          <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800">
            {report.details}
          </blockquote>
        </figure>
      )}

      <ReportedContent report={report} />

      <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-slate-600">Reported member</dt>
          <dd className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <TextLink to={memberPath(reported.userId)} className="break-words">
              {reported.name}
            </TextLink>
            <MemberStatusBadge status={reported.status} />
            {reported.role === 'admin' && (
              <span className="text-xs text-slate-600">{memberRoleLabels.admin}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Open reports on this {thing}</dt>
          <dd className="font-semibold text-slate-900">{report.openOnTarget}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Open reports about {reported.name}</dt>
          <dd className="font-semibold text-slate-900">{report.openOnMember}</dd>
        </div>
      </dl>

      {report.decision ? (
        <ReportDecisionLine decision={report.decision} />
      ) : (
        <ReportActions report={report} onDecided={onDecided} />
      )}
    </article>
  );
}

/** A report card's placeholder while the list loads. */
export function ReportCardSkeleton() {
  return (
    <div className={surfaceStyles('comfortable', 'space-y-3')}>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-8 w-2/3" />
    </div>
  );
}
