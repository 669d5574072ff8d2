import type { ComponentType, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useFirstDrawPending } from '../../lib/use-first-draw-pending';
import { useWhenNearScreen } from '../../lib/use-when-near-screen';
import { pluralize, type PluralForms } from '../../lib/plural';
import type { PagingProps } from '../../lib/use-paged-items';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadError } from './query-state';

/** How the loaded items are drawn: one list item each (the default), or all at once (a table). */
type ItemsLayout<Item> =
  | {
      keyOf: (item: Item) => string;
      renderItem: (item: Item) => ReactNode;
      /** The list's accessible name. */
      label: string;
      renderItems?: undefined;
    }
  | {
      renderItems: (items: Item[]) => ReactNode;
      keyOf?: undefined;
      renderItem?: undefined;
      label?: undefined;
    };

type PagedResultsProps<Item> = PagedResultsBase<Item> & ItemsLayout<Item>;

type PagedResultsBase<Item> = PagingProps & {
  items: Item[];
  isPending: boolean;
  /** Whether filters are on, so the empty state offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** What the list holds, read out with the count: { one: 'idea', other: 'ideas' }. */
  noun: PluralForms;
  /** Read out to screen readers while the first page loads. */
  loadingLabel: string;
  Placeholder: ComponentType;
  placeholders: number;
  /** Classes of the grid the items and placeholders sit in. */
  gridClassName: string;
  loadFailedMessage: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyHint: string;
  /** Shown under the list once every page has loaded. */
  endMessage?: ReactNode;
};

/**
 * A keyset-paged list: placeholders, an error, the empty state, or the items with a Load more
 * button that also fires when it scrolls into view. `renderItems` draws them itself (a table).
 */
export function PagedResults<Item>(props: PagedResultsProps<Item>) {
  const { items, isPending, hasNextPage, isFetchingNextPage, Placeholder } = props;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !props.isFetchNextPageError;
  const sentinel = useWhenNearScreen(canAutoLoad, props.onLoadMore);
  const firstPagePending = useFirstDrawPending({
    isPending,
    data: items.length > 0 ? items : undefined,
  });

  if (firstPagePending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {props.loadingLabel}
        </p>
        <div className={props.gridClassName}>
          {Array.from({ length: props.placeholders }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (props.isError && items.length === 0) {
    return <LoadError message={props.loadFailedMessage} onRetry={props.onRetry} />;
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={props.emptyIcon}
        title={props.emptyTitle}
        description={props.emptyHint}
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
        {`Showing ${pluralize(items.length, props.noun)}${hasNextPage ? ', more below' : ''}`}
      </p>
      {props.renderItems ? (
        props.renderItems(items)
      ) : (
        <ul className={props.gridClassName} aria-label={props.label}>
          {items.map((item) => (
            <li key={props.keyOf(item)} className="min-w-0">
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-3">
        {props.isFetchNextPageError && <Alert className="w-full">{props.loadFailedMessage}</Alert>}
        {hasNextPage && (
          <Button variant="secondary" loading={isFetchingNextPage} onClick={props.onLoadMore}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {!hasNextPage && props.endMessage}
      </div>
    </div>
  );
}
