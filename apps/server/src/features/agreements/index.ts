import type { FastifyInstance } from 'fastify';
import { registerAgreementsRoutes } from './agreements.routes';
import { createAgreementsService, type AgreementsService } from './agreements.service';

export type { AgreementsService };

/** Agreement templates: the catalogue and the documents filled with the founders' terms. */
export async function registerAgreementsFeature(app: FastifyInstance): Promise<AgreementsService> {
  const service = createAgreementsService({ log: app.log });
  await registerAgreementsRoutes(app, service);
  return service;
}
