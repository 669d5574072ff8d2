import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileIdParamsSchema } from '@cofound/shared/matching/matching.schemas';
import {
  blockedMembersSchema,
  blockRequestSchema,
  reportCreatedSchema,
  reportRequestSchema,
} from '@cofound/shared/safety/safety.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { SafetyService } from './safety.service';

/** Who may call: members, on their own blocks and reports. */
export async function registerSafetyRoutes(app: FastifyInstance, service: SafetyService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];

  routes.get(
    '/api/blocks',
    {
      schema: { tags, summary: 'Members you blocked', response: { 200: blockedMembersSchema } },
      config: { access: 'member' },
    },
    async (request) => service.listBlocked(requireMember(request)),
  );

  routes.post(
    '/api/blocks',
    {
      schema: {
        tags,
        summary: 'Block a member (hides both from each other, ends the connection)',
        body: blockRequestSchema,
        response: { 204: emptyAnswer('Blocked (also when already blocked)') },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      await service.block(requireMember(request), request.body.profileId);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/api/blocks/:profileId',
    {
      schema: {
        tags,
        summary: 'Unblock a member',
        params: profileIdParamsSchema,
        response: { 204: emptyAnswer('Unblocked (also when not blocked)') },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      await service.unblock(requireMember(request), request.params.profileId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/reports',
    {
      schema: {
        tags,
        summary: 'Report a profile or one of its messages',
        body: reportRequestSchema,
        response: { 201: reportCreatedSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const created = await service.report(requireMember(request), request.body);
      return reply.status(201).send(created);
    },
  );
}
