import { lazy, Suspense } from 'react';
import type { ScoreBand } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { Skeleton } from '../../../components/ui/skeleton';

// Loaded on first use, so the charting library stays out of the admin area's own chunk.
const Chart = lazy(async () => ({
  default: (await import('./matchmaking-score-chart')).MatchmakingScoreChart,
}));

export function MatchmakingLazyChart({ bands }: { bands: ScoreBand[] }) {
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
      <Chart bands={bands} />
    </Suspense>
  );
}
