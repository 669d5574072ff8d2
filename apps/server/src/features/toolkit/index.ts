import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createToolkitRepository } from './toolkit.repository';
import { registerToolkitRoutes } from './toolkit.routes';
import { createToolkitService, type ToolkitService } from './toolkit.service';

export type { ToolkitService };

/** The startup toolkit: saved documents, the premium calculations and the deck and CSV files. */
export async function registerToolkitFeature(
  app: FastifyInstance,
  deps: { db: Db },
): Promise<ToolkitService> {
  const service = createToolkitService({
    repository: createToolkitRepository(deps.db),
    log: app.log,
  });
  await registerToolkitRoutes(app, service);
  return service;
}
