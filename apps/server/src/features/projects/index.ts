import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createProjectsRepository } from './projects.repository';
import { registerProjectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectsService } from './projects.service';

export type { ProjectsService };

/** Projects and their teams under /api/projects. */
export async function registerProjectsFeature(
  app: FastifyInstance,
  deps: { db: Db },
): Promise<ProjectsService> {
  const service = createProjectsService({
    repository: createProjectsRepository(deps.db),
    log: app.log,
  });
  await registerProjectsRoutes(app, service);
  return service;
}
