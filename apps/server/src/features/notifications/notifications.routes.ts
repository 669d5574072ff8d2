import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '@cofound/shared/notifications/notifications.schemas';
import { requireMember } from '../../http/route-access';
import type { NotificationsService } from './notifications.service';

/** Who may call: members, on their own settings. */
export async function registerNotificationsRoutes(
  app: FastifyInstance,
  service: NotificationsService,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['notifications'],
    response: { 200: notificationSettingsSchema },
  };

  routes.get(
    '/api/notifications/settings',
    { schema: { ...schema, summary: 'Your mail digest setting' }, config: { access: 'member' } },
    async (request) => service.settings(requireMember(request)),
  );

  routes.put(
    '/api/notifications/settings',
    {
      schema: { ...schema, summary: 'Change your mail digest', body: notificationSettingsSchema },
      config: { access: 'member' },
    },
    async (request) => service.updateSettings(requireMember(request), request.body),
  );
}
