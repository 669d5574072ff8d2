import { defineEndpoint } from '../contract/endpoint';
import { profileLookupParamsSchema } from '../profiles/profiles.schemas';
import { leaderboardQuerySchema, leaderboardResponseSchema } from './leaderboard.schemas';
import {
  endorsementsResponseSchema,
  endorseSkillRequestSchema,
  endorseSkillResponseSchema,
  reputationResponseSchema,
} from './reputation.schemas';

const tags = ['reputation'] as const;

/**
 * Reputation and endorsements of a profile: readable by whoever may see the profile itself;
 * endorsing takes an accepted connection with the profile's member, once per skill.
 */
export const reputationContract = {
  reputation: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/:id/reputation',
    access: 'public',
    tags,
    summary: "A profile's reputation: total, its three components and the level",
    params: profileLookupParamsSchema,
    response: reputationResponseSchema,
    errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
  }),
  endorsements: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/:id/endorsements',
    access: 'public',
    tags,
    summary: 'Endorsement counts per skill of a profile, and whether the viewer may endorse',
    params: profileLookupParamsSchema,
    response: endorsementsResponseSchema,
    errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
  }),
  endorse: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/:id/endorsements',
    access: 'member',
    tags,
    summary: 'Endorse one skill of a connected member (+5 reputation to them)',
    params: profileLookupParamsSchema,
    body: endorseSkillRequestSchema,
    status: 201,
    response: endorseSkillResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/:id/endorsements',
    access: 'member',
    tags,
    summary: 'Withdraw your endorsement of a skill',
    params: profileLookupParamsSchema,
    body: endorseSkillRequestSchema,
    response: endorseSkillResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: '/api/reputation/leaderboard',
    access: 'member',
    tags,
    summary: 'The top members by points earned this week, this month or all time',
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  }),
};
