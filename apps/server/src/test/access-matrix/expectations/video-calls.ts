import { insertVideoCall } from '../matrix-world';
import { membersOnly, ownerOnly, route, type RouteExpectation } from '../matrix-types';

function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
}

/** Calls between owner and peer: the other member and the admin have no part in them. */
export const videoCallsExpectations: Record<string, RouteExpectation<unknown>> = {
  'POST /api/video-calls': route({
    request: (world, _made, caller) => ({
      url: '/api/video-calls',
      payload: {
        profileId: world.peer.profileId,
        date: tomorrow(),
        time: `1${['anonymous', 'member', 'admin', 'owner'].indexOf(caller)}:00`,
        timeZone: 'UTC',
        durationMinutes: 30,
        title: '',
      },
    }),
    statuses: ownerOnly(201, 403),
  }),
  'GET /api/video-calls': route({
    request: () => ({ url: '/api/video-calls' }),
    statuses: membersOnly(200),
  }),
  'POST /api/video-calls/:callId/accept': route({
    prepare: (world) => insertVideoCall(world, world.peer, world.owner, 'pending', 3 * 24 * 60),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/accept` }),
    statuses: ownerOnly(200, 404),
  }),
  'POST /api/video-calls/:callId/decline': route({
    prepare: (world) => insertVideoCall(world, world.peer, world.owner, 'pending', 4 * 24 * 60),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/decline` }),
    statuses: ownerOnly(200, 404),
  }),
  'POST /api/video-calls/:callId/cancel': route({
    prepare: (world) => insertVideoCall(world, world.owner, world.peer, 'pending', 5 * 24 * 60),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/cancel` }),
    statuses: ownerOnly(200, 404),
  }),
  'GET /api/video-calls/:callId/calendar.ics': route({
    prepare: (world) => insertVideoCall(world, world.owner, world.peer, 'accepted', 6 * 24 * 60),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/calendar.ics` }),
    statuses: ownerOnly(200, 404),
  }),
  'GET /api/video-calls/:callId/room': route({
    prepare: (world) => insertVideoCall(world, world.owner, world.peer, 'accepted', 5),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/room` }),
    statuses: ownerOnly(200, 404),
  }),
  'POST /api/video-calls/:callId/signals': route({
    prepare: (world) => insertVideoCall(world, world.owner, world.peer, 'accepted', 5),
    request: (_world, id) => ({
      url: `/api/video-calls/${id}/signals`,
      payload: { kind: 'ready', data: null },
    }),
    statuses: ownerOnly(201, 404),
  }),
  'GET /api/video-calls/:callId/signals': route({
    prepare: (world) => insertVideoCall(world, world.owner, world.peer, 'accepted', 5),
    request: (_world, id) => ({ url: `/api/video-calls/${id}/signals` }),
    statuses: ownerOnly(200, 404),
  }),
};
