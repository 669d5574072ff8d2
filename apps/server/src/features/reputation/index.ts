import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerReputationRoutes } from './reputation.routes';
import { createReputationService } from './reputation.service';

export {
  awardConnection,
  awardCheckIn,
  awardConnectionBetweenUsers,
  awardEndorsement,
  awardInteraction,
  recalculateAll,
  repairSumsFromLedger,
  revokeConnectionBetweenUsers,
  type ReputationService,
} from './reputation.service';

/** Reputation scores and skill endorsements under /api/profiles/:id/... */
export async function registerReputationFeature(app: FastifyInstance, deps: { db: Db }) {
  await registerReputationRoutes(app, createReputationService(deps.db));
}
