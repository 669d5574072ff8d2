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
import type { VestingSchedule } from '@cofound/shared/toolkit/vesting-schedule';
import { formatWhole } from '../model/formats';
import { chartColors, restColor } from '../../../components/charts/chart-colors';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

/** Vested shares over the months, and what acceleration would vest; the table says the same. */
export function VestingChart({ schedule }: { schedule: VestingSchedule }) {
  const accelerated = schedule.acceleratedAtStart !== null;
  const data = [
    { month: 0, vested: 0, accelerated: schedule.acceleratedAtStart },
    ...schedule.events.map((event) => ({
      month: event.month,
      vested: event.vested,
      accelerated: event.ifAccelerated,
    })),
  ];
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 12, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" type="number" domain={[0, 'dataMax']} tickCount={7} unit=" mo" />
          <YAxis tickFormatter={(value: number) => compact.format(value)} width={48} />
          <Tooltip
            formatter={(value) => formatWhole(Number(value))}
            labelFormatter={(month) => `Month ${String(month)}`}
          />
          <Legend />
          <Line
            type="stepAfter"
            dataKey="vested"
            name="Vested"
            stroke={chartColors[0]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {accelerated && (
            <Line
              type="stepAfter"
              dataKey="accelerated"
              name="If accelerated"
              stroke={restColor}
              strokeDasharray="5 4"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
