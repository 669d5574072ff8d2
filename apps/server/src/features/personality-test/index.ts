import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createPersonalityTestRepository } from './personality-test.repository';
import { registerPersonalityTestRoutes } from './personality-test.routes';
import { createPersonalityTestService } from './personality-test.service';

/** The founder personality test under /api/personality-test: your result, and taking the test. */
export async function registerPersonalityTestFeature(app: FastifyInstance, deps: { db: Db }) {
  const service = createPersonalityTestService({
    repository: createPersonalityTestRepository(deps.db),
    log: app.log,
  });
  await registerPersonalityTestRoutes(app, service);
}
