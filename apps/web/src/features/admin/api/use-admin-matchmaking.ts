import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminMatchmakingContract } from '@cofound/shared/admin/admin-matchmaking.contract';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { MatchmakingSearch } from '../model/matchmaking-search';
import { adminQueryKeys } from './admin-query-keys';

/** The Matchmaking page's keys, under the admin area's. */
export const matchmakingQueryKeys = {
  figures: (period: AdminPeriod) => [...adminQueryKeys.all, 'matchmaking', period] as const,
  decisions: (search: MatchmakingSearch) =>
    [...adminQueryKeys.all, 'matchmaking', 'decisions', search] as const,
};

/** The period's rates and score bands; the last period's stay on screen while another loads. */
export function useAdminMatchmaking(period: AdminPeriod) {
  return useQuery({
    queryKey: matchmakingQueryKeys.figures(period),
    queryFn: ({ signal }) =>
      callEndpoint(adminMatchmakingContract.figures, { query: { period } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
