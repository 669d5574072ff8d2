import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createSuccessPredictionRepository } from './success-prediction.repository';
import { registerSuccessPredictionRoutes } from './success-prediction.routes';
import { createSuccessPredictionService } from './success-prediction.service';

/** How likely two members are to build well together, under /api/success-prediction. */
export async function registerSuccessPredictionFeature(app: FastifyInstance, deps: { db: Db }) {
  const service = createSuccessPredictionService({
    repository: createSuccessPredictionRepository(deps.db),
    log: app.log,
  });
  await registerSuccessPredictionRoutes(app, service);
}
