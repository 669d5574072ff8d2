import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  matchDecisionBodySchema,
  matchDecisionResultSchema,
  profileIdParamsSchema,
  recommendationsPageSchema,
  recommendationsQuerySchema,
  savedProfilesSchema,
  saveResultSchema,
  undoDecisionResultSchema,
} from './matching.schemas';

const tags = ['matching'] as const;

/** Matching: members, each on their own deck, decisions and Saved list only. */
export const matchingContract = {
  recommendations: defineEndpoint({
    method: 'GET',
    path: '/api/matching/recommendations',
    access: 'member',
    tags,
    summary: 'Ranked match suggestions for the signed-in member, best first',
    query: recommendationsQuerySchema,
    response: recommendationsPageSchema,
    errors: ['NOT_FOUND'],
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: '/api/matching/decisions/:profileId',
    access: 'member',
    tags,
    summary: 'Like or pass on a profile (the server computes the stored score)',
    params: profileIdParamsSchema,
    body: matchDecisionBodySchema,
    response: matchDecisionResultSchema,
    errors: ['NOT_FOUND'],
  }),
  undo: defineEndpoint({
    method: 'DELETE',
    path: '/api/matching/decisions/:profileId',
    access: 'member',
    tags,
    summary: 'Undo a decision (withdraws the pending connection it created)',
    params: profileIdParamsSchema,
    response: undoDecisionResultSchema,
    errors: ['NOT_FOUND'],
  }),
  saved: defineEndpoint({
    method: 'GET',
    path: '/api/matching/saved',
    access: 'member',
    tags,
    summary: 'The Saved list',
    response: savedProfilesSchema,
    errors: ['NOT_FOUND'],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/matching/saved/:profileId',
    access: 'member',
    tags,
    summary: 'Save a profile for later',
    params: profileIdParamsSchema,
    response: saveResultSchema,
    errors: ['NOT_FOUND'],
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/api/matching/saved/:profileId',
    access: 'member',
    tags,
    summary: 'Remove a profile from the Saved list',
    params: profileIdParamsSchema,
    status: 204,
    response: noContent('Removed, or was not saved'),
  }),
};
