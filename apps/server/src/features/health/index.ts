import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';
import { registerReadinessRoute, type ReadinessChecks } from './readiness.routes';

export type { ReadinessChecks };

/** Liveness (/api/health) and readiness (/api/ready) for load balancers and the web app. */
export async function registerHealthFeature(
  app: FastifyInstance,
  database: DatabaseHandle,
  readiness: ReadinessChecks,
) {
  const repository = createHealthRepository(database.db);
  await registerHealthRoutes(app, repository, database.kind);
  await registerReadinessRoute(app, repository, readiness);
}
