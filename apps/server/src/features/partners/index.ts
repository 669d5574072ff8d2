import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import type { RecordAdminAction } from './admin-action';
import { PARTNER_INVITATIONS_JOB, sendPartnerInvitations } from './partner-invitations';
import { createPartnersRepository } from './partners.repository';
import { registerPartnersRoutes } from './partners.routes';
import { createPartnersService, type PartnersService } from './partners.service';

export type { PartnerAdminAction, RecordAdminAction } from './admin-action';
export type { PartnersService };
export { PARTNER_INVITATIONS_JOB } from './partner-invitations';
/** What the toolkit's investor database reads. */
export type PartnerInvestors = Pick<PartnersService, 'investors'>;

/** Partners and the members they bring, under /api/admin/partners (admins only). */
export async function registerPartnersFeature(
  app: FastifyInstance,
  deps: {
    db: Db;
    mailer: Mailer;
    appUrl: string;
    jobs: Jobs;
    recordAdminAction: RecordAdminAction;
  },
): Promise<PartnersService> {
  const service = createPartnersService({
    repository: createPartnersRepository(deps.db),
    recordAdminAction: deps.recordAdminAction,
    kickJobs: () => void deps.jobs.tick(),
    log: app.log,
  });
  deps.jobs.handle(PARTNER_INVITATIONS_JOB, (payload) => sendPartnerInvitations(deps, payload));
  await registerPartnersRoutes(app, service);
  return service;
}
