import { insertConnection } from '../matrix-world';
import { membersOnly, ownerOnly, route, type RouteExpectation } from '../matrix-types';

export const connectionsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/connections': route({
    request: () => ({ url: '/api/connections' }),
    statuses: membersOnly(200),
  }),
  'POST /api/connections': route({
    prepare: (world) => world.newMember('wanted'),
    request: (_world, wanted) => ({
      url: '/api/connections',
      payload: { profileId: wanted.profileId },
    }),
    statuses: membersOnly(201),
  }),
  'GET /api/connections/usage': route({
    request: () => ({ url: '/api/connections/usage' }),
    statuses: membersOnly(200),
  }),
  'GET /api/profiles/:id/mutual-connections': route({
    request: (world) => ({ url: `/api/profiles/${world.owner.profileId}/mutual-connections` }),
    statuses: membersOnly(200),
  }),
  'GET /api/connections/requests': route({
    request: () => ({ url: '/api/connections/requests' }),
    statuses: membersOnly(200),
  }),
  'DELETE /api/connections/:connectionId': route({
    prepare: async (world) =>
      insertConnection(world, await world.newMember('ex'), world.owner, 'accepted'),
    request: (_world, id) => ({ url: `/api/connections/${id}` }),
    statuses: ownerOnly(204, 404),
  }),
  'POST /api/connections/:connectionId/accept': route({
    prepare: async (world) =>
      insertConnection(world, await world.newMember('asker'), world.owner, 'pending'),
    request: (_world, id) => ({ url: `/api/connections/${id}/accept` }),
    statuses: ownerOnly(200, 404),
  }),
  'POST /api/connections/:connectionId/reject': route({
    prepare: async (world) =>
      insertConnection(world, await world.newMember('asker'), world.owner, 'pending'),
    request: (_world, id) => ({ url: `/api/connections/${id}/reject` }),
    statuses: ownerOnly(200, 404),
  }),
};
