import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import { createNotificationsRepository } from './notifications.repository';
import { registerNotificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export type { NotificationsService };

/** How often the server looks for due digests. */
const DIGEST_RUN_EVERY_MS = 5 * 60_000;

/**
 * Notification settings under /api/notifications and the digest run, every few minutes while the
 * server listens (claims make concurrent runs on several instances safe).
 */
export async function registerNotificationsFeature(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; appUrl: string },
): Promise<NotificationsService> {
  const service = createNotificationsService({
    repository: createNotificationsRepository(deps.db),
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: app.log,
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      service.sendDueDigests().catch((error: unknown) => {
        app.log.error({ err: error }, 'digest run failed');
      });
    }, DIGEST_RUN_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  await registerNotificationsRoutes(app, service);
  return service;
}
