import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** Decisions and Saved are always the caller's own: each caller acts on their own list. */
export const matchingExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/matching/recommendations': route({
    request: () => ({ url: '/api/matching/recommendations?limit=5' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/matching/decisions/:profileId': route({
    prepare: (world) => world.newMember('candidate'),
    request: (_world, candidate) => ({
      url: `/api/matching/decisions/${candidate.profileId}`,
      payload: { liked: false },
    }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/matching/decisions/:profileId': route({
    prepare: async (world) => {
      const candidate = await world.newMember('undone');
      await world.app.inject({
        method: 'PUT',
        url: `/api/matching/decisions/${candidate.profileId}`,
        headers: { origin: 'http://localhost:3000', cookie: world.owner.cookie },
        payload: { liked: false },
      });
      return candidate;
    },
    request: (_world, candidate) => ({ url: `/api/matching/decisions/${candidate.profileId}` }),
    // Undoing a decision one never made changes nothing and answers the same as an undo.
    statuses: membersOnly(200),
  }),
  'GET /api/matching/saved': route({
    request: () => ({ url: '/api/matching/saved' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/matching/saved/:profileId': route({
    prepare: (world) => world.newMember('saved'),
    request: (_world, saved) => ({ url: `/api/matching/saved/${saved.profileId}` }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/matching/saved/:profileId': route({
    request: (world) => ({ url: `/api/matching/saved/${world.peer.profileId}` }),
    statuses: membersOnly(204),
  }),
};
