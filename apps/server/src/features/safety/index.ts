import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createSafetyRepository } from './safety.repository';
import { registerSafetyRoutes } from './safety.routes';
import {
  createSafetyService,
  type EndConnection,
  type ReportTargetResolver,
  type SafetyService,
} from './safety.service';

export type { ReportTargetResolver };
/** What a feature with reportable content needs from safety. */
export type ReportTargets = Pick<SafetyService, 'addReportTarget'>;

export {
  blockedUserIdsFor,
  blockedUserIdsQuery,
  isBlockedBetween,
  notBlockedWith,
} from './safety.repository';

/** Blocks and reports under /api/blocks and /api/reports. */
export async function registerSafetyFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; endConnection: EndConnection },
) {
  const service = createSafetyService({
    repository: createSafetyRepository(deps.db),
    endConnection: deps.endConnection,
    realtime: deps.realtime,
    log: app.log,
  });
  await registerSafetyRoutes(app, service);
  return service;
}
