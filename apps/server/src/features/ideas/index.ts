import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { ReportTargets } from '../safety';
import { createIdeasRepository } from './ideas.repository';
import { registerIdeasRoutes } from './ideas.routes';
import { createIdeasService, type IdeasService } from './ideas.service';

export type { IdeasService };
export { createIdeasRepository, createIdeasService };

/**
 * The ideas board under /api/ideas, the 'idea:<id>' topic of an idea's comments, and ideas and
 * comments as things members can report.
 */
export async function registerIdeasFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; reportTargets: ReportTargets },
): Promise<IdeasService> {
  const repository = createIdeasRepository(deps.db);
  const service = createIdeasService({ repository, realtime: deps.realtime, log: app.log });
  deps.realtime.allowTopic('idea', (userId, id) => repository.isVisibleToUser(id, userId));
  deps.reportTargets.addReportTarget('idea', service.ideaAuthor);
  deps.reportTargets.addReportTarget('idea_comment', service.commentAuthor);
  await registerIdeasRoutes(app, service);
  return service;
}
