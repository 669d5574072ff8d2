import type { ReactNode } from 'react';
import { useFirstDrawPending } from '../../lib/use-first-draw-pending';
import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './skeleton';

type LoadingRowsProps = {
  /** Read out to screen readers while loading, e.g. 'Loading your calls…'. */
  label: string;
  rows?: number;
  /** Height (and any other class) of each placeholder row. */
  rowClassName?: string;
  /** The rows' container; replaces the default spacing. */
  className?: string;
};

/** Placeholder rows while a list loads, announced to screen readers. */
export function LoadingRows({
  label,
  rows = 1,
  rowClassName = 'h-14',
  className,
}: LoadingRowsProps) {
  return (
    <div aria-busy="true" className={className ?? 'space-y-2'}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}

/** What failed to load, and a way to try again. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The parts of a query result QueryState reads (TanStack Query's useQuery has them all). */
type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What the placeholder says to screen readers, and how it looks. */
  loading: LoadingRowsProps;
  /** The feature's words for a failed load. */
  errorMessage: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * One way to show a query's three states: placeholder rows while it loads, the feature's error
 * with 'Try again' when it failed, and the children with the data once it is there.
 */
export function QueryState<T>({ query, loading, errorMessage, children }: QueryStateProps<T>) {
  const pending = useFirstDrawPending(query);
  if (pending) return <LoadingRows {...loading} />;
  if (query.isError || query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
