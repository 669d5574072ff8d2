import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createIdeasRepository } from './ideas.repository';
import { registerIdeasRoutes } from './ideas.routes';
import { createIdeasService, type IdeasService } from './ideas.service';

export type { IdeasService };
export { createIdeasRepository, createIdeasService };

/** The ideas board under /api/ideas, and the 'idea:<id>' topic of an idea's comments. */
export async function registerIdeasFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
): Promise<IdeasService> {
  const repository = createIdeasRepository(deps.db);
  const service = createIdeasService({ repository, realtime: deps.realtime, log: app.log });
  deps.realtime.allowTopic('idea', (userId, id) => repository.isVisibleToUser(id, userId));
  await registerIdeasRoutes(app, service);
  return service;
}
