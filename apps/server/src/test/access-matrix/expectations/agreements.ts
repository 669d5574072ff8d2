import { terms } from '../../agreement-terms';
import { everyone, premiumOnly, route, type RouteExpectation } from '../matrix-types';

/**
 * The catalogue is public. Documents need a member; the route is tried with a premium template,
 * which the owner (on Pro) and admins get and a free member does not (the basic template, free
 * to every member, is tried in agreements.int.test.ts).
 */
export const agreementsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/agreements': route({
    request: () => ({ url: '/api/agreements' }),
    statuses: everyone(200),
  }),
  'POST /api/agreements/:templateId/document': route({
    request: () => ({
      url: '/api/agreements/exit-terms/document',
      payload: { format: 'pdf', terms },
    }),
    statuses: premiumOnly(200),
  }),
};
