import { SearchX } from 'lucide-react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { discoverMessages, type DiscoverCard } from '@cofound/shared/discover/discover.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FounderCard, FounderCardSkeleton } from './founder-card';
import { LoadError } from '../../../components/ui/query-state';
import { useLoadWhenVisible } from '../../../lib/use-load-when-visible';

/** 6 loading placeholders (docs/product.md#discovery). */
export const LOADING_PLACEHOLDERS = 6;

type DiscoverResultsProps = {
  items: DiscoverCard[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  filtered: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onClearFilters: () => void;
  onConnectionStateChange: (profileId: string, state: ConnectionState) => void;
};

const grid = 'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function DiscoverResults(props: DiscoverResultsProps) {
  const { items, isPending, isError, hasNextPage, isFetchingNextPage } = props;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !props.isFetchNextPageError;
  const sentinel = useLoadWhenVisible(canAutoLoad, props.onLoadMore);

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading co-founders…
        </p>
        <div className={grid}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            <FounderCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (isError && items.length === 0) {
    return <LoadError message={discoverMessages.loadFailed} onRetry={props.onRetry} />;
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={discoverMessages.empty}
        description={discoverMessages.emptyHint}
        action={
          props.filtered && (
            <Button variant="secondary" onClick={props.onClearFilters}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }

  return (
    <div>
      <p role="status" className="sr-only">
        {`Showing ${items.length} co-founders${hasNextPage ? ', more below' : ''}`}
      </p>
      <ul className={grid} aria-label="Co-founders">
        {items.map((card) => (
          <li key={card.id} className="min-w-0">
            <FounderCard card={card} onConnectionStateChange={props.onConnectionStateChange} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-3">
        {props.isFetchNextPageError && (
          <Alert className="w-full">{discoverMessages.loadFailed}</Alert>
        )}
        {hasNextPage && (
          <Button variant="secondary" loading={isFetchingNextPage} onClick={props.onLoadMore}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {!hasNextPage && items.length > 0 && (
          <p className="text-sm text-slate-600">You have seen every match for this search.</p>
        )}
      </div>
    </div>
  );
}
