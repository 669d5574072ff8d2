import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createSafetyRepository } from './safety.repository';
import { registerSafetyRoutes } from './safety.routes';
import { createSafetyService, type EndConnection, type SafetyService } from './safety.service';

export type {
  ModeratedContent,
  ModeratedKind,
  RemovedContent,
  ReportTarget,
  ReportTargetResolver,
} from './report-targets';
/** What a feature with reportable content needs from safety. */
export type ReportTargets = Pick<SafetyService, 'addReportTarget'>;
/** What the admin's moderation queue needs from safety. */
export type ReportModeration = Pick<
  SafetyService,
  'moderatedContent' | 'openReportCount' | 'announceOpenReports'
>;

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
