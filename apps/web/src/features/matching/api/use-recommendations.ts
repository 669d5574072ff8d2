import { useInfiniteQuery } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { recommendationsQuery, type MatchFilters } from '../model/match-filters';
import { matchingQueryKeys } from './matching-query-keys';

/**
 * Match suggestions, page after page, for these filters. The deck stays as it is while the
 * member swipes: no refetch on focus (a reconnect still refetches everything).
 */
export function useRecommendations(filters: MatchFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: matchingQueryKeys.recommendations(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        matchingContract.recommendations,
        { query: recommendationsQuery(filters, pageParam) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
