import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endorsementsResponseSchema,
  endorseSkillRequestSchema,
  endorseSkillResponseSchema,
  reputationResponseSchema,
} from '@cofound/shared/reputation/reputation.schemas';
import { requireMember } from '../../http/route-access';
import type { ReputationService } from './reputation.service';

/** Any string: an id that is not a profile id answers 404 'Profile not found', not 400. */
const params = z.object({ id: z.string().max(100) });

export async function registerReputationRoutes(app: FastifyInstance, service: ReputationService) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** Who may call: whoever may see the profile itself (features/profiles/profile-visibility.ts). */
  typed.get(
    '/api/profiles/:id/reputation',
    {
      schema: {
        tags: ['reputation'],
        summary: "A profile's reputation: total, its three components and the level",
        params,
        response: { 200: reputationResponseSchema },
      },
      config: { access: 'public', errors: ['NOT_FOUND', 'UNAUTHENTICATED'] },
    },
    async (request) => service.getReputation(request.params.id, request.sessionUser),
  );

  /**
   * Who may call: whoever may see the profile itself; a signed-in viewer also learns which
   * skills they endorsed.
   */
  typed.get(
    '/api/profiles/:id/endorsements',
    {
      schema: {
        tags: ['reputation'],
        summary: 'Endorsement counts per skill of a profile, and whether the viewer may endorse',
        params,
        response: { 200: endorsementsResponseSchema },
      },
      config: { access: 'public', errors: ['NOT_FOUND', 'UNAUTHENTICATED'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listEndorsements(request.params.id, request.sessionUser);
    },
  );

  /** Who may call: a member with an accepted connection to the profile's member; once per skill. */
  typed.post(
    '/api/profiles/:id/endorsements',
    {
      schema: {
        tags: ['reputation'],
        summary: 'Endorse one skill of a connected member (+5 reputation to them)',
        params,
        body: endorseSkillRequestSchema,
        response: { 201: endorseSkillResponseSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
    },
    async (request, reply) => {
      const viewer = requireMember(request);
      const result = await service.endorse(viewer, request.params.id, request.body.skill);
      return reply.status(201).send(result);
    },
  );

  /** Who may call: the member who endorsed the skill. Takes the 5 points back. */
  typed.delete(
    '/api/profiles/:id/endorsements',
    {
      schema: {
        tags: ['reputation'],
        summary: 'Withdraw your endorsement of a skill',
        params,
        body: endorseSkillRequestSchema,
        response: { 200: endorseSkillResponseSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request) => {
      const viewer = requireMember(request);
      return service.withdrawEndorsement(viewer, request.params.id, request.body.skill);
    },
  );
}
