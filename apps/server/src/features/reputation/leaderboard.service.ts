// The reputation leaderboard: the top members of the current week, month, or all time.
import { leaderboardPeriodStart } from '@cofound/shared/reputation/leaderboard-window';
import {
  leaderboardMessages,
  type LeaderboardQuery,
  type LeaderboardResponse,
} from '@cofound/shared/reputation/leaderboard.schemas';
import { reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { LeaderboardRepository, LeaderboardWindow } from './leaderboard.repository';

export type LeaderboardDeps = {
  repository: LeaderboardRepository;
  log: ServiceLogger;
  /** The clock that decides the current week and month (tests and the benchmark set it). */
  now?: () => Date;
};

export function createLeaderboardService({
  repository,
  log,
  now = () => new Date(),
}: LeaderboardDeps) {
  return {
    async leaderboard(
      viewer: { id: string },
      { timeframe, limit }: LeaderboardQuery,
    ): Promise<LeaderboardResponse> {
      const periodStart = leaderboardPeriodStart(timeframe, now());
      const window: LeaderboardWindow =
        periodStart === null
          ? { period: 'all' }
          : { period: timeframe === 'weekly' ? 'week' : 'month', start: periodStart };
      const rows = await withFailureMessage(log, leaderboardMessages.loadFailed, () =>
        repository.topLeaders(window, viewer.id, limit),
      );
      return {
        timeframe,
        periodStart,
        leaders: rows.map(({ profileId, name, title, imageUrl, allTimeScore, ...scores }, i) => ({
          rank: i + 1,
          member: { profileId, name, title, imageUrl },
          ...scores,
          level: reputationLevel(allTimeScore),
        })),
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
