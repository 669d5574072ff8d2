import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { chartColors, restColor } from '../../../components/charts/chart-colors';

export type EquitySlice = { name: string; value: number; pool?: boolean };

/** The split as a donut. It repeats the table beside it, so screen readers skip it. */
export function EquitySplitChart({ slices }: { slices: EquitySlice[] }) {
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={shown}
            dataKey="value"
            nameKey="name"
            innerRadius="50%"
            outerRadius="80%"
            paddingAngle={1}
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {shown.map((slice, index) => (
              <Cell
                key={`${slice.name}-${index}`}
                fill={slice.pool ? restColor : chartColors[index % chartColors.length]}
              />
            ))}
          </Pie>
          <Tooltip formatter={(value) => `${Number(value).toFixed(2)}%`} />
          <Legend
            verticalAlign="bottom"
            itemSorter={null}
            formatter={(value) => <span className="text-sm text-slate-700">{String(value)}</span>}
          />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
