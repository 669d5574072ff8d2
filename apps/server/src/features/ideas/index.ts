import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { ReportTargets } from '../safety';
import { createIdeaModeration } from './idea-moderation';
import { createIdeasRepository } from './ideas.repository';
import { registerIdeasRoutes } from './ideas.routes';
import { createIdeasService, type IdeasService } from './ideas.service';

export type { IdeasService };
export { createIdeasRepository, createIdeasService };

/**
 * The ideas board under /api/ideas, the 'idea:<id>' topic of an idea's comments, and ideas and
 * comments as things members can report and admins remove.
 */
export async function registerIdeasFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; reportTargets: ReportTargets },
): Promise<IdeasService> {
  const repository = createIdeasRepository(deps.db);
  const service = createIdeasService({ repository, realtime: deps.realtime, log: app.log });
  deps.realtime.allowTopic('idea', (userId, id) => repository.isVisibleToUser(id, userId));
  const moderation = createIdeaModeration({ repository, realtime: deps.realtime, log: app.log });
  deps.reportTargets.addReportTarget('idea', {
    author: service.ideaAuthor,
    ...moderation.idea,
  });
  deps.reportTargets.addReportTarget('idea_comment', {
    author: service.commentAuthor,
    ...moderation.comment,
  });
  await registerIdeasRoutes(app, service);
  return service;
}
