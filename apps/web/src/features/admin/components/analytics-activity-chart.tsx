import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { chartColors } from '../../../components/charts/chart-colors';
import { bucketLabel } from '../model/revenue-texts';

type ActivityChartProps = Pick<AdminAnalytics, 'daily' | 'weekly'>;

/**
 * Daily active members as a line, and each week's active members at its Monday. The tables
 * beside it say the same to screen readers.
 */
export function ActivityChart({ daily, weekly }: ActivityChartProps) {
  const perWeek = new Map(weekly.map((week) => [week.weekStart, week.members]));
  const points = daily.map((entry) => ({
    day: entry.day,
    daily: entry.members,
    weekly: perWeek.get(entry.day),
  }));
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => bucketLabel(day, 'day')}
            interval="preserveStartEnd"
            minTickGap={24}
            tick={{ fontSize: 12 }}
          />
          <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => bucketLabel(String(day), 'day')} />
          <Legend
            formatter={(value) => <span className="text-sm text-slate-700">{String(value)}</span>}
          />
          <Line
            name="Daily active"
            dataKey="daily"
            stroke={chartColors[0]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            name="Weekly active (from Monday)"
            dataKey="weekly"
            stroke={chartColors[1]}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
