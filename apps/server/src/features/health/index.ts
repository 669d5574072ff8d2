import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';
import { registerReadinessRoute, type ReadinessChecks } from './readiness.routes';

export type { ReadinessChecks };

/** Liveness (/api/health) and readiness (/api/ready) for load balancers and the web app. */
export async function registerHealthFeature(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; readiness: ReadinessChecks },
) {
  const repository = createHealthRepository(deps.database.db);
  await registerHealthRoutes(app, repository, deps.database.kind);
  await registerReadinessRoute(app, repository, deps.readiness);
}
