import { useInfiniteQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circlesApiQuery, type CircleFilters } from '../model/circle-filters';
import { circleQueryKeys } from './circle-query-keys';

/** The circles grid, page after page (keyset cursor), for these filters and this viewer. */
export function useCirclesPages(filters: CircleFilters, viewerId: string | null, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: circleQueryKeys.list(viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        circlesContract.list,
        { query: circlesApiQuery(filters, pageParam, viewerId !== null) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 30_000,
  });
}
