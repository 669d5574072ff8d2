import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  matchDecisionBodySchema,
  matchDecisionResultSchema,
  profileIdParamsSchema,
  recommendationsPageSchema,
  recommendationsQuerySchema,
  savedProfilesSchema,
  saveResultSchema,
  undoDecisionResultSchema,
} from '@cofound/shared/matching/matching.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { MatchingService } from './matching.service';

/** Who may call: members, each on their own deck, decisions and Saved list only. */
export async function registerMatchingRoutes(app: FastifyInstance, service: MatchingService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matching'];

  routes.get(
    '/api/matching/recommendations',
    {
      schema: {
        tags,
        summary: 'Ranked match suggestions for the signed-in member, best first',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsPageSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) => service.recommendations(requireMember(request), request.query),
  );

  routes.put(
    '/api/matching/decisions/:profileId',
    {
      schema: {
        tags,
        summary: 'Like or pass on a profile (the server computes the stored score)',
        params: profileIdParamsSchema,
        body: matchDecisionBodySchema,
        response: { 200: matchDecisionResultSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) =>
      service.decide(requireMember(request), request.params.profileId, request.body.liked),
  );

  routes.delete(
    '/api/matching/decisions/:profileId',
    {
      schema: {
        tags,
        summary: 'Undo a decision (withdraws the pending connection it created)',
        params: profileIdParamsSchema,
        response: { 200: undoDecisionResultSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) => service.undo(requireMember(request), request.params.profileId),
  );

  routes.get(
    '/api/matching/saved',
    {
      schema: { tags, summary: 'The Saved list', response: { 200: savedProfilesSchema } },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) => service.saved(requireMember(request)),
  );

  routes.put(
    '/api/matching/saved/:profileId',
    {
      schema: {
        tags,
        summary: 'Save a profile for later',
        params: profileIdParamsSchema,
        response: { 200: saveResultSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) => service.save(requireMember(request), request.params.profileId),
  );

  routes.delete(
    '/api/matching/saved/:profileId',
    {
      schema: {
        tags,
        summary: 'Remove a profile from the Saved list',
        params: profileIdParamsSchema,
        response: { 204: emptyAnswer('Removed, or was not saved') },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await service.unsave(requireMember(request), request.params.profileId);
      return reply.status(204).send(null);
    },
  );
}
