import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { ReportTargets } from '../safety';
import { createCirclePostModeration } from './circle-post-moderation';
import { createCirclesRepository } from './circles.repository';
import { registerCirclesRoutes } from './circles.routes';
import { createCirclesService, type CirclesService } from './circles.service';

export type { CirclesService };
export { createCirclesRepository, createCirclesService };

/**
 * Circles under /api/circles, the 'circle:<id>' topic of a circle's discussion (for whoever may
 * read it: anyone signed in for a public circle; members and admins for a private one; a block
 * hides posts, it does not bar the circle), and circle posts as things members can report and
 * admins remove.
 */
export async function registerCirclesFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; reportTargets: ReportTargets },
): Promise<CirclesService> {
  const repository = createCirclesRepository(deps.db);
  const service = createCirclesService({ repository, realtime: deps.realtime, log: app.log });
  deps.realtime.allowTopic('circle', (userId, id) => service.mayWatch(userId, id));
  deps.reportTargets.addReportTarget('circle_post', {
    author: service.postAuthor,
    ...createCirclePostModeration({ repository, realtime: deps.realtime, log: app.log }),
  });
  await registerCirclesRoutes(app, service);
  return service;
}
