import type { FastifyInstance } from 'fastify';
import { notificationsContract as api } from '@cofound/shared/notifications/notifications.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { NotificationsService } from './notifications.service';

export async function registerNotificationsRoutes(
  app: FastifyInstance,
  service: NotificationsService,
) {
  registerEndpoint(app, api.settings, async ({ member }) => service.settings(member));
  registerEndpoint(app, api.updateSettings, async ({ member, body }) =>
    service.updateSettings(member, body),
  );
}
