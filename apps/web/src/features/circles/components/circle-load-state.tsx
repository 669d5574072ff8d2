import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { surfaceStyles } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import type { useCircle } from '../api/use-circle';

export const CIRCLE_LOAD_FAILED = 'Failed to load the circle. Please try again.';

/**
 * A circle page's loading, 'Circle not found' (also for an id that is not one, or a proposal the
 * viewer may not see) and failure states; the children once the circle is there.
 */
export function CircleLoadState({
  query,
  children,
}: {
  query: ReturnType<typeof useCircle>;
  children: (circle: Circle) => ReactNode;
}) {
  if (query.isPending) return <CirclePageSkeleton />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) {
      const title = status === 400 ? circleMessages.invalidId : circleMessages.notFound;
      return (
        <>
          <title>{`${title} · Cofound`}</title>
          <h1 className="sr-only">{title}</h1>
          <EmptyState
            icon={SearchX}
            title={title}
            description="This circle does not exist or is no longer open."
            action={
              <Link to="/circles" className={buttonStyles()}>
                Back to circles
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="sr-only">Circle</h1>
        <LoadError message={CIRCLE_LOAD_FAILED} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}

/** The page's shape while the circle loads. */
function CirclePageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading the circle…
      </p>
      <div className={surfaceStyles('comfortable', 'flex gap-4')}>
        <Skeleton className="size-16 rounded-2xl sm:size-20" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-5/6" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
