import { membersOnly, route, type RouteExpectation } from '../matrix-types';

export const safetyExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/blocks': route({ request: () => ({ url: '/api/blocks' }), statuses: membersOnly(200) }),
  'POST /api/blocks': route({
    prepare: (world) => world.newMember('blocked'),
    request: (_world, blocked) => ({
      url: '/api/blocks',
      payload: { profileId: blocked.profileId },
    }),
    statuses: membersOnly(204),
  }),
  'DELETE /api/blocks/:profileId': route({
    prepare: async (world) => {
      const blocked = await world.newMember('unblocked');
      await world.app.inject({
        method: 'POST',
        url: '/api/blocks',
        headers: { origin: 'http://localhost:3000', cookie: world.owner.cookie },
        payload: { profileId: blocked.profileId },
      });
      return blocked;
    },
    request: (_world, blocked) => ({ url: `/api/blocks/${blocked.profileId}` }),
    statuses: membersOnly(204),
  }),
  'POST /api/reports': route({
    request: (world) => ({
      url: '/api/reports',
      payload: { profileId: world.peer.profileId, reason: 'spam' },
    }),
    statuses: membersOnly(201),
  }),
};
