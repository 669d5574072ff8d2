import { clsx } from 'clsx';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { RETENTION_WEEKS } from '@cofound/shared/admin/analytics-calendar';
import { Card } from '../../../components/ui/card';
import { retentionShade, shareOf } from '../model/analytics-figures';
import { bucketLabel, formatShare } from '../model/revenue-texts';
import { formatCount } from '../../../lib/intl-formats';

const weeksAfter = Array.from({ length: RETENTION_WEEKS }, (_, week) => week);

function RetentionCell({ active, members }: { active: number | undefined; members: number }) {
  if (active === undefined) {
    return (
      <td className="px-3 py-2 text-center text-slate-500">
        <span aria-hidden="true">·</span>
        <span className="sr-only">Not yet</span>
      </td>
    );
  }
  const share = shareOf(active, members);
  return (
    <td
      className={clsx('px-3 py-2 text-center tabular-nums', retentionShade(share))}
      title={share === null ? undefined : `${active} of ${members}`}
    >
      {share === null ? '–' : formatShare(share)}
    </td>
  );
}

/**
 * Members by signup week and the share of them active in each week after it (week 0 is the signup
 * week); darker cells for larger shares, the share written in every cell.
 */
export function AnalyticsCohortTable({ cohorts }: Pick<AdminAnalytics, 'cohorts'>) {
  const anyone = cohorts.some((cohort) => cohort.members > 0);
  return (
    <Card padding="comfortable" className="min-w-0">
      <section aria-labelledby="analytics-retention-heading">
        <h2 id="analytics-retention-heading" className="text-lg font-semibold text-slate-900">
          Retention by signup week
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          The share of each week&apos;s new members active in each week after signing up (week 0 is
          the signup week), for the last {RETENTION_WEEKS} weeks
        </p>
        {anyone ? (
          <div
            role="region"
            aria-label="Retention by signup week, scrollable"
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="w-full min-w-[40rem] border-separate border-spacing-0.5 text-sm">
              <caption className="sr-only">Retention by signup week</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                    Signup week
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-700">
                    Members
                  </th>
                  {weeksAfter.map((week) => (
                    <th
                      key={week}
                      scope="col"
                      className="px-3 py-2 text-center font-semibold whitespace-nowrap text-slate-700"
                    >
                      Week {week}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cohorts.map((cohort) => (
                  <tr key={cohort.weekStart}>
                    <th
                      scope="row"
                      className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900"
                    >
                      {bucketLabel(cohort.weekStart, 'week')}
                    </th>
                    <td className="px-3 py-2 text-right text-slate-900 tabular-nums">
                      {formatCount(cohort.members)}
                    </td>
                    {weeksAfter.map((week) => (
                      <RetentionCell
                        key={week}
                        active={cohort.active[week]}
                        members={cohort.members}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
            Nobody signed up in the last {RETENTION_WEEKS} weeks.
          </p>
        )}
      </section>
    </Card>
  );
}
