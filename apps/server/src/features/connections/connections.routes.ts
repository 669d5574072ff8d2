import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendConnectionRequestSchema,
  sentConnectionSchema,
} from '@cofound/shared/connections/connections.schemas';
import { requireMember } from '../../http/route-access';
import type { ConnectionsService } from './connections.service';

/** Who may call: members. */
export async function registerConnectionsRoutes(app: FastifyInstance, service: ConnectionsService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: 'Send a connection request to a profile',
        body: sendConnectionRequestSchema,
        response: { 201: sentConnectionSchema },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const sent = await service.sendRequest(requireMember(request), request.body.profileId);
      return reply.status(201).send(sent);
    },
  );
}
