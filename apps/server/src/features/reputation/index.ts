import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createLeaderboardRepository } from './leaderboard.repository';
import { createLeaderboardService } from './leaderboard.service';
import { registerReputationRoutes } from './reputation.routes';
import { createReputationService } from './reputation.service';

export { createLeaderboardRepository } from './leaderboard.repository';
export { createLeaderboardService, type LeaderboardService } from './leaderboard.service';
export {
  awardConnection,
  awardCheckIn,
  awardConnectionBetweenUsers,
  awardEndorsement,
  awardInteraction,
  recalculateAll,
  repairReputation,
  repairSumsFromLedger,
  revokeConnectionBetweenUsers,
  type ReputationService,
} from './reputation.service';

/** Reputation scores and skill endorsements under /api/profiles/:id/..., the leaderboard. */
export async function registerReputationFeature(app: FastifyInstance, deps: { db: Db }) {
  const leaderboard = createLeaderboardService({
    repository: createLeaderboardRepository(deps.db),
    log: app.log,
  });
  await registerReputationRoutes(app, createReputationService(deps.db), leaderboard);
}
