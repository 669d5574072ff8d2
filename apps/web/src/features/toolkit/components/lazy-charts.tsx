import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** A chart loaded on first use, so the charting library stays out of the rest of the app. */
function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const EquitySplitChart = lazyChart(
  async () => (await import('./equity-split-chart')).EquitySplitChart,
);
export const VestingChart = lazyChart(async () => (await import('./vesting-chart')).VestingChart);
export const ProjectionChart = lazyChart(
  async () => (await import('./projection-chart')).ProjectionChart,
);
