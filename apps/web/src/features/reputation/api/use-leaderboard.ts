import { useQuery } from '@tanstack/react-query';
import {
  LEADERBOARD_MAX_LEADERS,
  type LeaderboardTimeframe,
} from '@cofound/shared/reputation/leaderboard.schemas';
import { reputationContract } from '@cofound/shared/reputation/reputation.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reputationQueryKeys } from './reputation-query-keys';

/** The top members of the timeframe (weekly unless said otherwise), at most `limit`. */
export function useLeaderboard(
  timeframe: LeaderboardTimeframe = 'weekly',
  limit = LEADERBOARD_MAX_LEADERS,
) {
  return useQuery({
    queryKey: reputationQueryKeys.leaderboard(timeframe, limit),
    queryFn: ({ signal }) =>
      callEndpoint(reputationContract.leaderboard, { query: { timeframe, limit } }, { signal }),
  });
}
