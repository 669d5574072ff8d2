import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { Card } from '../../../components/ui/card';
import { hasActivity } from '../model/analytics-figures';
import { bucketLabel } from '../model/revenue-texts';
import { ActivityChart } from './analytics-lazy-charts';
import { formatCount } from '../../../lib/intl-formats';

/** One sr-only table of active members per day or per week. */
function ActivityTable({
  caption,
  rows,
  bucket,
}: {
  caption: string;
  rows: { start: string; members: number; note?: string }[];
  bucket: 'day' | 'week';
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{bucket === 'day' ? 'Day' : 'Week'}</th>
          <th scope="col">Active members</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.start}>
            <th scope="row">
              {bucketLabel(row.start, bucket)}
              {row.note}
            </th>
            <td>{formatCount(row.members)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Daily and weekly active members over the period: a chart, and tables for screen readers. */
export function AnalyticsActivity({ analytics }: { analytics: AdminAnalytics }) {
  const { daily, weekly } = analytics;
  return (
    <Card padding="comfortable" className="min-w-0">
      <section aria-labelledby="analytics-activity-heading">
        <h2 id="analytics-activity-heading" className="text-lg font-semibold text-slate-900">
          Active members
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          Members who viewed a profile, liked or passed, sent a message, proposed a call or checked
          in; per day and per week from Monday, in UTC
        </p>
        {hasActivity(daily) ? (
          <>
            <ActivityChart daily={daily} weekly={weekly} />
            <ActivityTable
              caption="Active members per day"
              bucket="day"
              rows={daily.map((entry) => ({ start: entry.day, members: entry.members }))}
            />
            <ActivityTable
              caption="Active members per week"
              bucket="week"
              rows={weekly.map((entry) => ({
                start: entry.weekStart,
                members: entry.members,
                note: entry.complete ? undefined : ' (so far)',
              }))}
            />
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
            No member was active in this period.
          </p>
        )}
      </section>
    </Card>
  );
}
