import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileIdParamsSchema } from '@cofound/shared/matching/matching.schemas';
import {
  markReadResultSchema,
  messageSchema,
  sendMessageSchema,
  threadPageSchema,
  threadQuerySchema,
  unreadTotalSchema,
} from '@cofound/shared/messages/messages.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { MessagesService } from './messages.service';

/**
 * Who may call: members, each only on their own conversations. `profileId` is always the other
 * member's profile, so the signed-in member is one side of every thread a route touches.
 */
export async function registerMessagesRoutes(app: FastifyInstance, service: MessagesService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  // A static segment: Fastify matches it before the parametric /:profileId.
  routes.get(
    '/api/messages/unread',
    {
      schema: {
        tags,
        summary: 'Unread messages addressed to the signed-in member (the header badge)',
        response: { 200: unreadTotalSchema },
      },
      config: { access: 'member' },
    },
    async (request) => service.unreadTotal(requireMember(request)),
  );

  routes.get(
    '/api/messages/:profileId',
    {
      schema: {
        tags,
        summary: 'The conversation with a connected member, newest last, paged backwards',
        params: profileIdParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadPageSchema },
      },
      config: { access: 'member', errors: ['FORBIDDEN', 'NOT_FOUND'] },
    },
    async (request) =>
      service.thread(requireMember(request), request.params.profileId, request.query),
  );

  routes.post(
    '/api/messages/:profileId',
    {
      schema: {
        tags,
        summary: 'Send a message to a connected member',
        params: profileIdParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
      config: { access: 'member', errors: ['FORBIDDEN', 'NOT_FOUND'] },
    },
    async (request, reply) => {
      const sent = await service.send(
        requireMember(request),
        request.params.profileId,
        request.body.body,
      );
      return reply.status(201).send(sent);
    },
  );

  routes.post(
    '/api/messages/:profileId/read',
    {
      schema: {
        tags,
        summary: "Mark the member's unread messages to you as read (sends a read receipt)",
        params: profileIdParamsSchema,
        response: { 200: markReadResultSchema },
      },
      config: { access: 'member', errors: ['FORBIDDEN', 'NOT_FOUND'] },
    },
    async (request) => service.markRead(requireMember(request), request.params.profileId),
  );

  routes.post(
    '/api/messages/:profileId/typing',
    {
      schema: {
        tags,
        summary: 'Tell the member you are typing (at most one event per 300 ms is sent)',
        params: profileIdParamsSchema,
        response: { 204: emptyAnswer('Told, or dropped by the throttle') },
      },
      config: { access: 'member', errors: ['FORBIDDEN', 'NOT_FOUND'] },
    },
    async (request, reply) => {
      await service.typing(requireMember(request), request.params.profileId);
      return reply.status(204).send(null);
    },
  );
}
