import { useInfiniteQuery } from '@tanstack/react-query';
import { adminMatchmakingContract } from '@cofound/shared/admin/admin-matchmaking.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { decisionsApiQuery, type MatchmakingSearch } from '../model/matchmaking-search';
import { matchmakingQueryKeys } from './use-admin-matchmaking';

/** The period's match decisions for these filters, page after page (keyset cursor). */
export function useAdminMatchmakingDecisions(search: MatchmakingSearch) {
  return useInfiniteQuery({
    queryKey: matchmakingQueryKeys.decisions(search),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminMatchmakingContract.decisions,
        { query: decisionsApiQuery(search, pageParam) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
