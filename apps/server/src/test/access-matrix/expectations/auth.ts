import {
  everyone,
  MATRIX_PASSWORD,
  memberFor,
  route,
  secondSessions,
  type RouteExpectation,
} from '../matrix-types';

/**
 * The better-auth endpoints Cofound serves. Signing in and out ends the session a request is
 * sent with, so those send a second session of each caller and leave the world's cookies alone.
 */
export const authExpectations: Record<string, RouteExpectation<unknown>> = {
  'POST /api/auth/sign-in/email': route({
    prepare: secondSessions,
    request: (world, sessions, caller) => ({
      url: '/api/auth/sign-in/email',
      payload: {
        email: (memberFor(world, caller) ?? world.owner).email,
        password: MATRIX_PASSWORD,
      },
      headers: { cookie: sessions[caller] ?? '' },
    }),
    statuses: everyone(200),
  }),
  'POST /api/auth/sign-out': route({
    prepare: secondSessions,
    request: (_world, sessions, caller) => ({
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: sessions[caller] ?? '' },
    }),
    statuses: everyone(200),
  }),
  'POST /api/auth/request-password-reset': route({
    request: (world, _made, caller) => ({
      url: '/api/auth/request-password-reset',
      payload: {
        email: (memberFor(world, caller) ?? world.peer).email,
        redirectTo: '/reset-password',
      },
    }),
    statuses: everyone(200),
  }),
  'POST /api/auth/reset-password': route({
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { newPassword: 'another-horse-42', token: 'not-a-reset-token' },
    }),
    statuses: everyone(400),
  }),
  'GET /api/auth/reset-password/:token': route({
    request: () => ({ url: '/api/auth/reset-password/not-a-token?callbackURL=/reset-password' }),
    statuses: everyone(302),
  }),
  'GET /api/auth/verify-email': route({
    request: () => ({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=/verify-email' }),
    statuses: everyone(302),
  }),
  'GET /api/auth/callback/:providerId': route({
    request: () => ({ url: '/api/auth/callback/github?code=not-a-code' }),
    statuses: everyone(302),
  }),
  'GET /api/auth/error': route({
    request: () => ({ url: '/api/auth/error' }),
    statuses: everyone(302),
  }),
};
