import {
  everyone,
  membersOnly,
  route,
  secondSessions,
  type RouteExpectation,
} from '../matrix-types';

/** Health, session, notification settings and the signup/social entry points. */
export const platformExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/health': route({ request: () => ({ url: '/api/health' }), statuses: everyone(200) }),
  'GET /api/ready': route({
    // Ready once the match index is in memory (the first deck request loads it).
    prepare: async (world) => {
      await world.app.inject({
        method: 'GET',
        url: '/api/matching/recommendations',
        headers: { cookie: world.owner.cookie },
      });
    },
    request: () => ({ url: '/api/ready' }),
    statuses: everyone(200),
  }),
  // Only the operator's backup command holds the operations token: nobody here does.
  'POST /api/operations/backup': route({
    request: () => ({ url: '/api/operations/backup' }),
    statuses: everyone(404),
  }),
  'GET /api/session': route({ request: () => ({ url: '/api/session' }), statuses: everyone(200) }),
  'GET /api/notifications/settings': route({
    request: () => ({ url: '/api/notifications/settings' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/notifications/settings': route({
    request: () => ({ url: '/api/notifications/settings', payload: { emailDigest: 'daily' } }),
    statuses: membersOnly(200),
  }),
  // Signing up signs the new account in: the browser's session before it ends (second sessions).
  'POST /api/accounts/signup': route({
    prepare: secondSessions,
    request: (_world, sessions, caller) => ({
      url: '/api/accounts/signup',
      headers: { cookie: sessions[caller] ?? '' },
      payload: {
        email: `matrix-signup-${caller}@example.com`,
        password: 'correct-horse-42',
        name: 'Signup Caller',
        role: 'CTO/Technical Lead',
        industry: 'AI/ML',
        experience: 3,
        workStyle: ['Remote'],
        personalityTraits: ['Analytical'],
      },
    }),
    statuses: everyone(201),
  }),
  'POST /api/accounts/verification-email': route({
    request: () => ({ url: '/api/accounts/verification-email' }),
    statuses: membersOnly(204),
  }),
  'GET /api/accounts/providers': route({
    request: () => ({ url: '/api/accounts/providers' }),
    statuses: everyone(200),
  }),
  'GET /api/accounts/social/:provider/start': route({
    request: () => ({ url: '/api/accounts/social/github/start' }),
    statuses: everyone(302),
  }),
};
