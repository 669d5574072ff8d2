import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createCheckInRepository } from './check-in.repository';
import { registerCheckInRoutes } from './check-in.routes';
import { createCheckInService, type CheckInService } from './check-in.service';

export type { CheckInService };

/** The daily check-in under /api/check-in: the member's stats, and checking in for today. */
export async function registerCheckInFeature(
  app: FastifyInstance,
  deps: { db: Db; now?: () => Date },
): Promise<CheckInService> {
  const service = createCheckInService({
    repository: createCheckInRepository(deps.db),
    log: app.log,
    now: deps.now,
  });
  await registerCheckInRoutes(app, service);
  return service;
}
