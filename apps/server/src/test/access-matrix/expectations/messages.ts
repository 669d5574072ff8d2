import { membersOnly, ownerOnly, route, type RouteExpectation } from '../matrix-types';

/** Owner and peer are connected: only they may write to or read their conversation. */
export const messagesExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/messages/unread': route({
    request: () => ({ url: '/api/messages/unread' }),
    statuses: membersOnly(200),
  }),
  'GET /api/messages/:profileId': route({
    request: (world) => ({ url: `/api/messages/${world.peer.profileId}` }),
    statuses: ownerOnly(200, 403),
  }),
  'POST /api/messages/:profileId': route({
    request: (world) => ({
      url: `/api/messages/${world.peer.profileId}`,
      payload: { body: 'Hello' },
    }),
    statuses: ownerOnly(201, 403),
  }),
  'POST /api/messages/:profileId/read': route({
    request: (world) => ({ url: `/api/messages/${world.peer.profileId}/read` }),
    statuses: ownerOnly(200, 403),
  }),
  'POST /api/messages/:profileId/typing': route({
    request: (world) => ({ url: `/api/messages/${world.peer.profileId}/typing` }),
    statuses: ownerOnly(204, 403),
  }),
};
