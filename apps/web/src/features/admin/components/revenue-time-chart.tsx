import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { chartColors } from '../../../components/charts/chart-colors';
import { formatMoney } from '../../billing/index';
import { bucketLabel, bucketTick } from '../model/revenue-texts';

type RevenueTimeChartProps = Pick<AdminRevenue, 'series' | 'bucket' | 'currency'>;

/** Revenue per day, week or month as bars; the table beside it says the same to screen readers. */
export function RevenueTimeChart({ series, bucket, currency }: RevenueTimeChartProps) {
  const compact = new Intl.NumberFormat('en-US', {
    notation: 'compact',
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="start"
            tickFormatter={(start: string) => bucketTick(start, bucket)}
            interval="preserveStartEnd"
            minTickGap={16}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            tickFormatter={(cents: number) => compact.format(cents / 100)}
            width={56}
            tick={{ fontSize: 12 }}
          />
          <Tooltip
            formatter={(cents) => [formatMoney(Number(cents), currency, true), 'Revenue']}
            labelFormatter={(start) => bucketLabel(String(start), bucket)}
          />
          <Bar
            dataKey="cents"
            fill={chartColors[0]}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
