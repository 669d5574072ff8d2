import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createLiveMatchIndex, type LiveMatchIndex } from './live-match-index';
import { createMatchingRepository } from './matching.repository';
import { registerMatchingRoutes } from './matching.routes';
import { createMatchingService, type DeckTimings, type MatchingService } from './matching.service';

export type { DeckTimings, MatchingService };

/** The match index's snapshot in the data directory (match-index-snapshot.ts). */
export const SNAPSHOT_FILE = 'match-index.snapshot';
export { decidedEitherWay, decisionOf } from './match-decision-predicates';
export { eraseMatchingOf } from './member-decisions-erasure.repository';

/** Builds matching without routes (benchmarks call the service directly, and read the index's status). */
export function createMatching(deps: {
  db: Db;
  realtime: Pick<Realtime, 'publish'>;
  log: { error: (object: unknown, message: string) => void };
  onDeckTimings?: (timings: DeckTimings) => void;
}): MatchingService & { indexStatus: MatchIndexStatus } {
  const repository = createMatchingRepository(deps.db);
  const index = createLiveMatchIndex(repository);
  const service = createMatchingService({
    repository,
    index,
    realtime: deps.realtime,
    log: deps.log,
    onDeckTimings: deps.onDeckTimings,
  });
  return { ...service, indexStatus: () => index.status() };
}

export type MatchIndexStatus = LiveMatchIndex['status'];

/** Matching under /api/matching/*; answers the service and its index's status (readiness). */
export async function registerMatchingFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; dataDir: string },
): Promise<{ service: MatchingService; indexStatus: MatchIndexStatus }> {
  const repository = createMatchingRepository(deps.db);
  const index = createLiveMatchIndex(repository, {
    snapshotFile: path.join(deps.dataDir, SNAPSHOT_FILE),
    log: app.log,
  });
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
  // Saved on the way down, so that the next start restores it instead of reading every profile.
  app.addHook('onClose', async () => {
    await index
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'match index snapshot not saved'));
  });
  await registerMatchingRoutes(app, service);
  return { service, indexStatus: () => index.status() };
}
