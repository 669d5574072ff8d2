import type { LeaderboardTimeframe } from '@cofound/shared/reputation/leaderboard.schemas';

export const reputationQueryKeys = {
  reputation: (profileId: string) => ['reputation', profileId] as const,
  endorsements: (profileId: string) => ['reputation', profileId, 'endorsements'] as const,
  leaderboard: (timeframe: LeaderboardTimeframe, limit: number) =>
    ['reputation-leaderboard', timeframe, limit] as const,
};
