import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  adminReportMessages,
  reportStatuses,
  type AdminReport,
  type ReportStatus,
} from '@cofound/shared/admin/admin-reports.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useAdminReportsPages } from '../api/use-admin-reports-pages';
import { ReportCard, reportCardId, ReportCardSkeleton } from '../components/report-card';
import { ReportStatusTabs } from '../components/report-status-tabs';
import { labelOf, reportStatusLabels } from '../model/member-labels';

const empty: Record<ReportStatus, { title: string; hint: string }> = {
  open: {
    title: adminReportMessages.noOpenReports,
    hint: 'New reports show up here the moment members send them.',
  },
  resolved: {
    title: 'No resolved reports yet',
    hint: 'Reports whose content was removed, or whose member was warned, suspended or banned, show up here.',
  },
  dismissed: {
    title: 'No dismissed reports yet',
    hint: 'Reports found to break no rule show up here.',
  },
};

const noop = () => undefined;

/**
 * /admin/reports: the moderation queue. Open, resolved and dismissed reports (the status in the
 * URL), newest first; an open report's actions decide it and every open report on the same thing.
 */
export function AdminReportsPage() {
  const [search] = useSearchParams();
  const status = reportStatuses.find((value) => value === search.get('status')) ?? 'open';
  const pages = useAdminReportsPages(status);
  const { items, paging } = usePagedItems(pages);
  const tabs = useRef<HTMLElement>(null);

  // A decided report leaves the list: focus goes to the report after it (or before it), else to
  // the status tabs, never to the page.
  const focusAfter = (report: AdminReport) => {
    const at = items.findIndex((item) => item.id === report.id);
    const neighbour = items[at + 1] ?? items[at - 1];
    requestAnimationFrame(() => {
      const next = neighbour ? document.getElementById(reportCardId(neighbour.id)) : null;
      const fallback = tabs.current?.querySelector<HTMLElement>('[aria-current="page"]');
      (next ?? fallback)?.focus();
    });
  };

  return (
    <>
      <PageHeader
        title="Reports"
        description="What members reported, newest first. A decision closes every open report on the same thing, and the reporters hear the outcome."
      />
      <ReportStatusTabs ref={tabs} current={status} />
      <PagedResults
        items={items}
        {...paging}
        isPending={pages.isPending}
        filtered={false}
        onClearFilters={noop}
        noun={{ one: 'report', other: 'reports' }}
        loadingLabel="Loading reports…"
        Placeholder={ReportCardSkeleton}
        placeholders={3}
        gridClassName="space-y-4"
        loadFailedMessage={adminReportMessages.loadFailed}
        emptyIcon={ShieldCheck}
        emptyTitle={empty[status].title}
        emptyHint={empty[status].hint}
        label={`${labelOf(reportStatusLabels, status)} reports`}
        keyOf={(report) => report.id}
        renderItem={(report) => <ReportCard report={report} onDecided={() => focusAfter(report)} />}
      />
    </>
  );
}
