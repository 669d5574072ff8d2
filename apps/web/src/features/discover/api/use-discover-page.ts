import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { discoverContract } from '@cofound/shared/discover/discover.contract';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { apiQueryOf, type DiscoverFilters } from '../model/discover-filters';

export const discoverQueryKey = ['discover'] as const;

/**
 * Discover, page after page (keyset cursor), for these filters and this viewer. The query is the
 * page's own URL search (discover-filters.ts), so a shared link and the API ask alike.
 */
export function useDiscoverPages(
  filters: DiscoverFilters,
  viewerId: string | null,
  enabled = true,
) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...discoverQueryKey, viewerId, filters],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(discoverContract.page, { query: apiQueryOf(filters, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 30_000,
  });
}

/** Sets one card's connection state in every cached discover page (optimistic updates). */
export function useSetCardConnectionState() {
  const queryClient = useQueryClient();
  return useCallback(
    (profileId: string, connectionState: ConnectionState) => {
      queryClient.setQueriesData<InfiniteData<DiscoverPage>>(
        { queryKey: discoverQueryKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.id === profileId ? { ...item, connectionState } : item,
              ),
            })),
          },
      );
    },
    [queryClient],
  );
}
