import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** Every member has their own check-in: each signed-in caller checks in once, for themselves. */
export const checkInExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/check-in': route({
    request: () => ({ url: '/api/check-in' }),
    statuses: membersOnly(200),
  }),
  'POST /api/check-in': route({
    request: () => ({ url: '/api/check-in' }),
    statuses: membersOnly(201),
  }),
};
