import {
  MATRIX_PASSWORD,
  memberFor,
  route,
  secondSessions,
  type RouteExpectation,
} from '../matrix-types';

/**
 * A member's own sessions and password. Routes that end sessions are sent with a second
 * session of each caller, so the world's cookies stay valid for the routes after them.
 */
export const accountSessionsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/accounts/sessions': route({
    request: () => ({ url: '/api/accounts/sessions' }),
    statuses: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  }),
  'DELETE /api/accounts/sessions/:sessionId': route({
    prepare: async (world) => {
      const cookie = await world.secondSession(world.owner);
      const listed = await world.app.inject({
        method: 'GET',
        url: '/api/accounts/sessions',
        headers: { cookie },
      });
      const items = (listed.json() as { items: { id: string; current: boolean }[] }).items;
      return items.find((item) => item.current)!.id;
    },
    // Only the owner may end the owner's session; to anyone else it does not exist.
    request: (_world, sessionId) => ({ url: `/api/accounts/sessions/${sessionId}` }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 204 },
  }),
  'POST /api/accounts/sessions/end-others': route({
    prepare: secondSessions,
    request: (_world, sessions, caller) => ({
      url: '/api/accounts/sessions/end-others',
      headers: { cookie: sessions[caller] ?? '' },
    }),
    statuses: { anonymous: 401, member: 204, admin: 204, owner: 204 },
  }),
  'POST /api/accounts/password': route({
    prepare: secondSessions,
    // Each caller "changes" to the same password: everything but the sessions stays as it was.
    request: (world, sessions, caller) => ({
      url: '/api/accounts/password',
      payload: {
        currentPassword: memberFor(world, caller) ? MATRIX_PASSWORD : 'x',
        newPassword: MATRIX_PASSWORD,
        signOutThisDevice: true,
      },
      headers: { cookie: sessions[caller] ?? '' },
    }),
    statuses: { anonymous: 401, member: 200, admin: 200, owner: 200 },
    endsEverySession: true,
  }),
};
