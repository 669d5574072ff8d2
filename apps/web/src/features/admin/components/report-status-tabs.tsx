import { forwardRef } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { reportStatuses, type ReportStatus } from '@cofound/shared/admin/admin-reports.schemas';
import { labelOf, reportStatusLabels } from '../model/member-labels';

/** Open, Resolved and Dismissed as links: the status is the page's URL (?status=). */
export const ReportStatusTabs = forwardRef<HTMLElement, { current: ReportStatus }>(
  function ReportStatusTabs({ current }, ref) {
    return (
      <nav ref={ref} aria-label="Report status" className="mb-6">
        <ul className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
          {reportStatuses.map((status) => {
            const active = status === current;
            return (
              <li key={status} className="flex-1 sm:flex-none">
                <Link
                  to={status === 'open' ? '.' : `?status=${status}`}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    active
                      ? 'bg-white text-slate-900 shadow-sm'
                      : 'text-slate-700 hover:bg-white/60 hover:text-slate-900',
                  )}
                >
                  {labelOf(reportStatusLabels, status)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  },
);
