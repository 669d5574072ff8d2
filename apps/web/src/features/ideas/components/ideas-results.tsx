import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/query-state';
import { useLoadWhenVisible } from '../../../lib/use-load-when-visible';
import { IdeaCardSkeleton } from './idea-card';

/** 4 loading placeholders. */
export const IDEA_PLACEHOLDERS = 4;

const grid = 'grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2';

type IdeasResultsProps = {
  items: Idea[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  filtered: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onClearFilters: () => void;
  renderCard: (idea: Idea) => ReactNode;
};

/** The board's list: placeholders, error, empty state, or the cards with paging. */
export function IdeasResults(props: IdeasResultsProps) {
  const { items, isPending, hasNextPage, isFetchingNextPage } = props;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !props.isFetchNextPageError;
  const sentinel = useLoadWhenVisible(canAutoLoad, props.onLoadMore);

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading ideas…
        </p>
        <div className={grid}>
          {Array.from({ length: IDEA_PLACEHOLDERS }, (_, index) => (
            <IdeaCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (props.isError && items.length === 0) {
    return <LoadError message={ideaMessages.loadFailed} onRetry={props.onRetry} />;
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={Lightbulb}
        title={ideaMessages.empty}
        description={ideaMessages.emptyHint}
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
        {`Showing ${items.length} ideas${hasNextPage ? ', more below' : ''}`}
      </p>
      <ul className={grid} aria-label="Ideas">
        {items.map((idea) => (
          <li key={idea.id} className="min-w-0">
            {props.renderCard(idea)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-3">
        {props.isFetchNextPageError && <Alert className="w-full">{ideaMessages.loadFailed}</Alert>}
        {hasNextPage && (
          <Button variant="secondary" loading={isFetchingNextPage} onClick={props.onLoadMore}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
