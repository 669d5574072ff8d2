/** Where better-auth's endpoints live; their paths below are relative to it. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The better-auth endpoints Cofound serves over HTTP, each through its own route in
 * auth-bridge.routes.ts. Server code calls the others (session, sending the verification mail,
 * starting social sign-in) through `auth.api`, which needs no HTTP route.
 */
export const servedAuthPaths = [
  '/sign-in/email',
  '/sign-out',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/verify-email',
  '/callback/:id',
] as const;
export type ServedAuthPath = (typeof servedAuthPaths)[number];

/**
 * Every other endpoint better-auth has, switched off in better-auth as well (`disabledPaths`
 * only closes the HTTP handler; `auth.api` calls still work), so that no route forwarding to
 * the handler can reach them by mistake.
 */
export const unservedAuthPaths = [
  '/account-info',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  // Its error page: Cofound answers this path itself, with a redirect to the web's.
  '/error',
  '/get-access-token',
  '/get-session',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/ok',
  '/refresh-token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/sign-in/social',
  '/sign-up/email',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-password',
];
