import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../billing/index';
import { bucketLabel, bucketNames } from '../model/revenue-texts';
import { RevenueTimeChart } from './revenue-lazy-charts';

const perBucket = { day: 'per day', week: 'per week', month: 'per month' } as const;

/** Revenue per day, week or month: bars, and the same figures as a table for screen readers. */
export function RevenueOverTime({ revenue }: { revenue: AdminRevenue }) {
  const { series, bucket, currency } = revenue;
  const caption = `Revenue ${perBucket[bucket]}`;
  return (
    <Card padding="comfortable" className="min-w-0">
      <section aria-labelledby="revenue-over-time-heading">
        <h2 id="revenue-over-time-heading" className="text-lg font-semibold text-slate-900">
          Revenue over time
        </h2>
        <p className="mb-4 text-sm text-slate-600">{caption}, in UTC</p>
        <RevenueTimeChart series={series} bucket={bucket} currency={currency} />
        <table className="sr-only">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{bucketNames[bucket]}</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.start}>
                <th scope="row">{bucketLabel(point.start, bucket)}</th>
                <td>{formatMoney(point.cents, currency, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
