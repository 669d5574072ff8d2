import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import {
  authErrorQuerySchema,
  oauthCallbackParamsSchema,
  oauthCallbackQuerySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  resetPasswordLinkParamsSchema,
  resetPasswordLinkQuerySchema,
  signInEmailBodySchema,
  signOutBodySchema,
  verifyEmailQuerySchema,
} from '@cofound/shared/accounts/auth.schemas';
import type { ErrorCode } from '@cofound/shared/errors';
import { emptyAnswer, rawAnswer } from '../../http/openapi-responses';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { createAuthBridge, sendAuthAnswer, type AuthCall } from './auth-bridge';
import { DEVICE_COOKIE_NAME, deviceCookieHeader, readCookie } from './device-cookie';
import type { SignInGuard } from './sign-in-guard';

/** Per address and route: sign-in, reset and the mail links are worth guessing at. */
const AUTH_REQUESTS_PER_MINUTE = 30;

/** Where a sign-in that better-auth cannot attribute to a provider ends: the web's error page. */
const AUTH_ERROR_LANDING_PATH = '/auth/callback';

function userIdOf(body: string): string | null {
  try {
    const id = (JSON.parse(body) as { user?: { id?: unknown } }).user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Who may call: anyone. better-auth itself decides what each call may do. */
function publicAuthRoute(errors: readonly ErrorCode[] = []) {
  return {
    access: 'public' as const,
    errors,
    rateLimit: { max: AUTH_REQUESTS_PER_MINUTE, timeWindow: '1 minute' },
  };
}

/**
 * The better-auth endpoints Cofound uses, one validated route each (see auth-endpoints.ts);
 * every other path under /api/auth is unknown to the app and answers 404. Password sign-ins
 * pass the per-account failure limit first (see sign-in-guard.ts).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; appUrl: string; guard: SignInGuard },
) {
  const { auth, appUrl, guard } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const callAuth = createAuthBridge(auth, appUrl);
  /** Hands the validated input to better-auth and answers what it answers. */
  const relay = async (request: FastifyRequest, reply: FastifyReply, call: AuthCall) =>
    sendAuthAnswer(reply, await callAuth(request, call));
  const secureCookies = new URL(appUrl).protocol === 'https:';
  const tags = ['auth'];

  typed.post(
    '/api/auth/sign-in/email',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInEmailBodySchema,
        response: { 200: rawAnswer('Signed in: the user, with the session and device cookies') },
      },
      config: publicAuthRoute(['UNAUTHENTICATED', 'FORBIDDEN']),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
      if (await guard.isLockedOut(email, device)) {
        throw new AppError('RATE_LIMITED', accountMessages.tooManySignInAttempts);
      }
      const answer = await callAuth(request, {
        path: '/sign-in/email',
        body: { email, password },
      });
      if (answer.status === 401) await guard.recordFailure(email, request.ip ?? null);
      const userId = answer.ok && answer.body ? userIdOf(answer.body) : null;
      if (userId) {
        answer.cookies.push(deviceCookieHeader(guard.deviceCookieFor(userId), secureCookies));
      }
      return sendAuthAnswer(reply, answer);
    },
  );

  typed.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server',
        body: signOutBodySchema,
        response: { 200: rawAnswer('Signed out; the session cookie is cleared') },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) => relay(request, reply, { path: '/sign-out', body: {} }),
  );

  typed.post(
    '/api/auth/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Mails a password reset link (answers the same for unknown addresses)',
        body: requestPasswordResetBodySchema,
        response: { 200: rawAnswer('Mailed when the address has an account') },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) =>
      relay(request, reply, { path: '/request-password-reset', body: request.body }),
  );

  typed.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the token from the reset link',
        body: resetPasswordBodySchema,
        response: { 200: rawAnswer('The password is changed and other sessions are ended') },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) =>
      relay(request, reply, { path: '/reset-password', body: request.body }),
  );

  typed.get(
    '/api/auth/reset-password/:token',
    {
      schema: {
        tags,
        summary: "The reset mail's link: redirects to the web page with the token, or an error",
        params: resetPasswordLinkParamsSchema,
        querystring: resetPasswordLinkQuerySchema,
        response: { 302: emptyAnswer('To the web reset page, with the token or an error') },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) =>
      relay(request, reply, {
        path: '/reset-password/:token',
        params: { token: request.params.token },
        query: request.query,
      }),
  );

  typed.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: "The verification mail's link: verifies the address and signs the member in",
        querystring: verifyEmailQuerySchema,
        response: { 302: emptyAnswer('To the web verification page, signed in, or with an error') },
      },
      config: publicAuthRoute(['UNAUTHENTICATED']),
    },
    async (request, reply) =>
      relay(request, reply, { path: '/verify-email', query: request.query }),
  );

  typed.get(
    '/api/auth/callback/:providerId',
    {
      schema: {
        tags,
        summary: 'Where a social sign-in provider sends the browser back',
        params: oauthCallbackParamsSchema,
        querystring: oauthCallbackQuerySchema,
        response: { 302: emptyAnswer('To the web, signed in, or with the reason it failed') },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) =>
      relay(request, reply, {
        path: '/callback/:id',
        params: { id: request.params.providerId },
        query: request.query,
      }),
  );

  // better-auth sends a callback it cannot tie to a sign-in it started (no state, say) to its
  // own error page; Cofound's is the web's, which offers the way back to sign-in.
  typed.get(
    '/api/auth/error',
    {
      schema: {
        tags,
        summary: 'A social sign-in that could not be completed: redirects to the web',
        querystring: authErrorQuerySchema,
        response: { 302: emptyAnswer("To the web's sign-in callback page, with the error") },
      },
      config: publicAuthRoute(),
    },
    async (request, reply) => {
      const query = new URLSearchParams([
        ['error', '1'],
        ['error', request.query.error ?? 'unknown'],
      ]);
      return reply.redirect(`${AUTH_ERROR_LANDING_PATH}?${query}`, 302);
    },
  );
}
