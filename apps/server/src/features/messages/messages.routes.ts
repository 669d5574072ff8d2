import type { FastifyInstance } from 'fastify';
import { messagesContract as api } from '@cofound/shared/messages/messages.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { MessagesService } from './messages.service';

export async function registerMessagesRoutes(app: FastifyInstance, service: MessagesService) {
  // A static segment: Fastify matches /unread before the parametric /:profileId.
  registerEndpoint(app, api.unreadTotal, async ({ member }) => service.unreadTotal(member));
  registerEndpoint(app, api.thread, async ({ member, params, query }) =>
    service.thread(member, params.profileId, query),
  );
  registerEndpoint(app, api.send, async ({ member, params, body }) =>
    service.send(member, params.profileId, body.body),
  );
  registerEndpoint(app, api.markRead, async ({ member, params }) =>
    service.markRead(member, params.profileId),
  );
  registerEndpoint(app, api.typing, async ({ member, params }) => {
    await service.typing(member, params.profileId);
  });
}
