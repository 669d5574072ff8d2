import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  Area,
} from 'recharts';
import type { Projection } from '@cofound/shared/toolkit/financial-projections';
import { formatMoney } from '../model/formats';
import { chartColors } from '../../../components/charts/chart-colors';

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  style: 'currency',
  currency: 'USD',
});

/** Revenue, costs and cash month by month; the table below says the same. */
export function ProjectionChart({ projection }: { projection: Projection }) {
  return (
    <div aria-hidden="true" className="h-80 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={projection.months}
          accessibilityLayer={false}
          margin={{ left: 0, right: 12, top: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="month"
            type="number"
            domain={[1, 36]}
            ticks={[1, 6, 12, 18, 24, 30, 36]}
          />
          <YAxis tickFormatter={(value: number) => compact.format(value)} width={64} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            labelFormatter={(month) => `Month ${String(month)}`}
          />
          <Legend />
          <Area
            type="monotone"
            dataKey="cash"
            name="Cash"
            stroke={chartColors[4]}
            fill={chartColors[4]}
            fillOpacity={0.12}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={chartColors[1]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="totalCosts"
            name="Costs"
            stroke={chartColors[3]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
