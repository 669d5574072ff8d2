import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** Each member reads only their own referral numbers: the route takes no id. */
export const referralsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/referrals/stats': route({
    request: () => ({ url: '/api/referrals/stats' }),
    statuses: membersOnly(200),
  }),
};
