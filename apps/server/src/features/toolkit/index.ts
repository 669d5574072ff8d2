import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PartnerInvestors } from '../partners';
import { registerInvestorsRoute } from './investors.routes';
import { createToolkitRepository } from './toolkit.repository';
import { registerToolkitRoutes } from './toolkit.routes';
import { createToolkitService, type ToolkitService } from './toolkit.service';

export type { ToolkitService };

/**
 * The startup toolkit: saved documents, the premium calculations, the deck and CSV files, and the
 * investor database (the partners feature's active investors).
 */
export async function registerToolkitFeature(
  app: FastifyInstance,
  deps: { db: Db; partners: PartnerInvestors },
): Promise<ToolkitService> {
  const service = createToolkitService({
    repository: createToolkitRepository(deps.db),
    log: app.log,
  });
  await registerToolkitRoutes(app, service);
  registerInvestorsRoute(app, deps.partners);
  return service;
}
