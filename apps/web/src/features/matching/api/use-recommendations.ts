import { useInfiniteQuery } from '@tanstack/react-query';
import { recommendationsPageSchema } from '@cofound/shared/matching/matching.schemas';
import { apiFetch } from '../../../lib/api-client';
import { recommendationsQuery, type MatchFilters } from '../model/match-filters';
import { matchingQueryKeys } from './matching-query-keys';

/**
 * GET /api/matching/recommendations, page after page, for these filters. The deck stays as it
 * is while the member swipes: no refetch on focus (a reconnect still refetches everything).
 */
export function useRecommendations(filters: MatchFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: matchingQueryKeys.recommendations(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/matching/recommendations?${recommendationsQuery(filters, pageParam)}`, {
        schema: recommendationsPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
