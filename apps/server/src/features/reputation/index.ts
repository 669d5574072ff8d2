import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { registerReputationRoutes } from './reputation.routes';
import { createReputationService } from './reputation.service';

export {
  awardConnection,
  awardConnectionBetweenUsers,
  awardEndorsement,
  awardInteraction,
  recalculateAll,
  revokeConnectionBetweenUsers,
  type ReputationService,
} from './reputation.service';

/** Reputation scores and skill endorsements under /api/profiles/:id/... */
export async function registerReputationFeature(app: FastifyInstance, database: DatabaseHandle) {
  await registerReputationRoutes(app, createReputationService(database.db));
}
