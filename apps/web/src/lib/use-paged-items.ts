import { useMemo } from 'react';

/** Where a paged list stands and how to move it on: what a paged results list takes. */
export type PagingProps = {
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
};

/** The parts of an infinite query this reads (TanStack Query's useInfiniteQuery has them all). */
type InfiniteQueryLike<Item> = {
  data: { pages: { items: Item[] }[] } | undefined;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

/** The items of every page loaded so far, and the paging props for the list that shows them. */
export function usePagedItems<Item>(pages: InfiniteQueryLike<Item>) {
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const paging: PagingProps = {
    isError: pages.isError,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    isFetchNextPageError: pages.isFetchNextPageError,
    onRetry: () => void pages.refetch(),
    onLoadMore: () => void pages.fetchNextPage(),
  };
  return { items, paging };
}
