import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import type { RecordAdminAction } from './admin-action';
import { createPartnersRepository } from './partners.repository';
import { registerPartnersRoutes } from './partners.routes';
import { createPartnersService, type PartnersService } from './partners.service';

export type { PartnerAdminAction, RecordAdminAction } from './admin-action';
export type { PartnersService };
/** What the toolkit's investor database reads. */
export type PartnerInvestors = Pick<PartnersService, 'investors'>;

/** Partners and the members they bring, under /api/admin/partners (admins only). */
export async function registerPartnersFeature(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; appUrl: string; recordAdminAction: RecordAdminAction },
): Promise<PartnersService> {
  const service = createPartnersService({
    repository: createPartnersRepository(deps.db),
    recordAdminAction: deps.recordAdminAction,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: app.log,
  });
  await registerPartnersRoutes(app, service);
  return service;
}
