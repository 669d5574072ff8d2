import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import { createNotificationsRepository } from './notifications.repository';
import { registerNotificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export type { NotificationsService };

/** How often the server looks for due digests. */
const DIGEST_RUN_EVERY_MS = 5 * 60_000;
export const MAIL_DIGEST_JOB = 'mail-digest';

/**
 * Notification settings under /api/notifications, and the digest run every few minutes from the
 * job table: once per slot across instances, resumed after a crash (per-member claims keep a
 * rerun from mailing anyone twice).
 */
export async function registerNotificationsFeature(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; appUrl: string; jobs: Jobs },
): Promise<NotificationsService> {
  const service = createNotificationsService({
    repository: createNotificationsRepository(deps.db),
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: app.log,
  });
  deps.jobs.handle(MAIL_DIGEST_JOB, async (_payload, stop) => {
    await service.sendDueDigests(stop);
  });
  deps.jobs.every(MAIL_DIGEST_JOB, DIGEST_RUN_EVERY_MS);
  await registerNotificationsRoutes(app, service);
  return service;
}
