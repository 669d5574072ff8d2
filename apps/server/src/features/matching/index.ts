import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createLiveMatchIndex } from './live-match-index';
import { createMatchingRepository } from './matching.repository';
import { registerMatchingRoutes } from './matching.routes';
import { createMatchingService, type MatchingService } from './matching.service';

export type { MatchingService };

/** Builds matching without routes (benchmarks call the service directly). */
export function createMatching(deps: {
  db: Db;
  realtime: Pick<Realtime, 'publish'>;
  log: { error: (object: unknown, message: string) => void };
}): MatchingService {
  const repository = createMatchingRepository(deps.db);
  return createMatchingService({
    repository,
    index: createLiveMatchIndex(repository),
    realtime: deps.realtime,
    log: deps.log,
  });
}

/** Matching under /api/matching/*. */
export async function registerMatchingFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
): Promise<MatchingService> {
  const service = createMatching({ ...deps, log: app.log });
  await registerMatchingRoutes(app, service);
  return service;
}
