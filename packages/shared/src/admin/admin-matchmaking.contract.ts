import { defineEndpoint } from '../contract/endpoint';
import {
  adminMatchDecisionsPageSchema,
  adminMatchDecisionsQuerySchema,
  adminMatchmakingSchema,
} from './admin-matchmaking.schemas';
import { adminPeriodQuerySchema } from './admin-stats.schemas';

const tags = ['admin'] as const;

/** The admin's Matchmaking page: how decisions, mutual likes and connections convert. */
export const adminMatchmakingContract = {
  figures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/matchmaking',
    access: 'admin',
    tags,
    summary:
      'Like, mutual-like and acceptance rates, time to first message and likes against passes per score band, for the period',
    query: adminPeriodQuerySchema,
    response: adminMatchmakingSchema,
  }),
  decisions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/matchmaking/decisions',
    access: 'admin',
    tags,
    summary:
      "The period's match decisions with both members, newest first, filtered by liked and a member's name (keyset-paged)",
    query: adminMatchDecisionsQuerySchema,
    response: adminMatchDecisionsPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
};
