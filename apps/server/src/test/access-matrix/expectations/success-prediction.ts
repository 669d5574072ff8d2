import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** Any signed-in member may see their prediction with a member they can see (here the peer). */
export const successPredictionExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/success-prediction/:profileId': route({
    request: (world) => ({ url: `/api/success-prediction/${world.peer.profileId}` }),
    statuses: membersOnly(200),
  }),
};
