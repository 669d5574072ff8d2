import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createLiveMatchIndex, type LiveMatchIndex } from './live-match-index';
import { createMatchingRepository } from './matching.repository';
import { registerMatchingRoutes } from './matching.routes';
import { createMatchingService, type MatchingService } from './matching.service';

export type { MatchingService };
export { decidedEitherWay, decisionOf } from './match-decision-predicates';

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

export type MatchIndexStatus = LiveMatchIndex['status'];

/** Matching under /api/matching/*; answers the service and its index's status (readiness). */
export async function registerMatchingFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
): Promise<{ service: MatchingService; indexStatus: MatchIndexStatus }> {
  const repository = createMatchingRepository(deps.db);
  const index = createLiveMatchIndex(repository);
  const service = createMatchingService({
    repository,
    index,
    realtime: deps.realtime,
    log: app.log,
  });
  // Load the index once the server listens, so the first member does not wait for it.
  app.addHook('onListen', async () => {
    index
      .fresh()
      .catch((error: unknown) => app.log.error({ err: error }, 'match index load failed'));
  });
  await registerMatchingRoutes(app, service);
  return { service, indexStatus: () => index.status() };
}
