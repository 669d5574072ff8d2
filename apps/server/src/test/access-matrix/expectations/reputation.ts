import { everyone, membersOnly, ownerOnly, route, type RouteExpectation } from '../matrix-types';

/** Endorsing needs an accepted connection: the owner endorses their peer. */
export const reputationExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/profiles/:id/reputation': route({
    request: (world) => ({ url: `/api/profiles/${world.owner.profileId}/reputation` }),
    statuses: everyone(200),
  }),
  'GET /api/profiles/:id/endorsements': route({
    request: (world) => ({ url: `/api/profiles/${world.owner.profileId}/endorsements` }),
    statuses: everyone(200),
  }),
  'POST /api/profiles/:id/endorsements': route({
    request: (world) => ({
      url: `/api/profiles/${world.peer.profileId}/endorsements`,
      payload: { skill: 'Go' },
    }),
    statuses: ownerOnly(201, 403),
  }),
  'DELETE /api/profiles/:id/endorsements': route({
    prepare: async (world) => {
      await world.app.inject({
        method: 'POST',
        url: `/api/profiles/${world.peer.profileId}/endorsements`,
        headers: { origin: 'http://localhost:3000', cookie: world.owner.cookie },
        payload: { skill: 'Sales' },
      });
    },
    request: (world) => ({
      url: `/api/profiles/${world.peer.profileId}/endorsements`,
      payload: { skill: 'Sales' },
    }),
    statuses: ownerOnly(200, 404),
  }),
  'GET /api/reputation/leaderboard': route({
    request: () => ({ url: '/api/reputation/leaderboard?timeframe=all-time' }),
    statuses: membersOnly(200),
  }),
};
