import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ScoreBand } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { percentText } from '../model/matchmaking-texts';

// Brand indigo for likes, slate for passes, amber for the rate: each keeps 3:1 on white.
const colors = { likes: '#4f46e5', passes: '#94a3b8', rate: '#b45309' } as const;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

/**
 * Likes and passes per score band, with the band's like rate on its own axis. The table beside
 * it says the same, so screen readers skip it.
 */
export function MatchmakingScoreChart({ bands }: { bands: ScoreBand[] }) {
  const data = bands.map((band) => ({
    band: `${band.from}-${band.to}`,
    likes: band.likes,
    passes: band.passes,
    likeRate: band.likeRate,
  }));
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          accessibilityLayer={false}
          margin={{ left: 0, right: 0, top: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="band"
            tick={{ fontSize: 12 }}
            interval={0}
            angle={-35}
            textAnchor="end"
            height={48}
          />
          <YAxis
            yAxisId="count"
            tickFormatter={(value: number) => compact.format(value)}
            width={44}
          />
          <YAxis
            yAxisId="rate"
            orientation="right"
            domain={[0, 1]}
            tickFormatter={(value: number) => percentText(value)}
            width={44}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Like rate' ? percentText(Number(value)) : compact.format(Number(value))
            }
            labelFormatter={(band) => `Score ${String(band)}%`}
          />
          <Legend />
          <Bar
            yAxisId="count"
            dataKey="likes"
            name="Likes"
            fill={colors.likes}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="count"
            dataKey="passes"
            name="Passes"
            fill={colors.passes}
            isAnimationActive={false}
          />
          <Line
            yAxisId="rate"
            type="monotone"
            dataKey="likeRate"
            name="Like rate"
            stroke={colors.rate}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
