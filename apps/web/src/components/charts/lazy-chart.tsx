import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../ui/skeleton';

/**
 * A chart loaded on first use, so the charting library stays out of the chunks of the pages that
 * draw none. `placeholderClassName` sizes the placeholder like the chart it stands in for.
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderClassName = 'h-72 w-full',
) {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton className={placeholderClassName} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
