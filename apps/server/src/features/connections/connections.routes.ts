import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  connectionDecisionSchema,
  connectionIdParamsSchema,
  connectionListQuerySchema,
  connectionListSchema,
  requestUsageSchema,
  connectionRequestsSchema,
  sendConnectionRequestSchema,
  sentConnectionSchema,
} from '@cofound/shared/connections/connections.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { ConnectionsService } from './connections.service';

/** Who may call: members. */
export async function registerConnectionsRoutes(app: FastifyInstance, service: ConnectionsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: "The signed-in member's accepted connections, latest activity first",
        querystring: connectionListQuerySchema,
        response: { 200: connectionListSchema },
      },
      config: { access: 'member' },
    },
    async (request) => service.list(requireMember(request), request.query.q),
  );

  routes.get(
    '/api/connections/usage',
    {
      schema: {
        tags: ['connections'],
        summary: 'Connection requests sent this month against the plan limit',
        response: { 200: requestUsageSchema },
      },
      config: { access: 'member' },
    },
    async (request) => service.usage(requireMember(request)),
  );

  routes.delete(
    '/api/connections/:connectionId',
    {
      schema: {
        tags: ['connections'],
        summary: 'Remove an accepted connection (either member)',
        params: connectionIdParamsSchema,
        response: { 204: emptyAnswer('Removed') },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      await service.remove(requireMember(request), request.params.connectionId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/connections/requests',
    {
      schema: {
        tags: ['connections'],
        summary: "The signed-in member's incoming pending connection requests",
        response: { 200: connectionRequestsSchema },
      },
      config: { access: 'member' },
    },
    async (request) => service.listRequests(requireMember(request)),
  );

  for (const action of ['accept', 'reject'] as const) {
    routes.post(
      `/api/connections/:connectionId/${action}`,
      {
        schema: {
          tags: ['connections'],
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a pending request (receiver only)`,
          params: connectionIdParamsSchema,
          response: { 200: connectionDecisionSchema },
        },
        config: { access: 'member', errors: ['NOT_FOUND'] },
      },
      async (request) => service[action](requireMember(request), request.params.connectionId),
    );
  }

  routes.post(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: 'Send a connection request to a profile',
        body: sendConnectionRequestSchema,
        response: { 201: sentConnectionSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'CONFLICT', 'LIMIT_REACHED'] },
    },
    async (request, reply) => {
      const sent = await service.sendRequest(requireMember(request), request.body.profileId);
      return reply.status(201).send(sent);
    },
  );
}
