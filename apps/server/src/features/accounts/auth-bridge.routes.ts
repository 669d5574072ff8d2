import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { DEVICE_COOKIE_NAME, deviceCookieHeader, readCookie } from './device-cookie';
import type { SignInGuard } from './sign-in-guard';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
/** Endpoints whose body names an account by email: compared trimmed and lower-cased. */
const EMAIL_BODY_PATHS = new Set([
  SIGN_IN_PATH,
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);

/** Trims and lower-cases body.email in place; answers it, or null when there is none. */
function normalizeBodyEmail(request: FastifyRequest, url: URL): string | null {
  if (request.method !== 'POST' || !EMAIL_BODY_PATHS.has(url.pathname)) return null;
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email !== 'string' || body.email.trim() === '') return null;
  const email = body.email.trim().toLowerCase();
  body.email = email;
  return email;
}

function userIdOf(body: string): string | null {
  try {
    const id = (JSON.parse(body) as { user?: { id?: unknown } }).user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Who may call: anyone. better-auth itself decides per endpoint (sign-in, sign-out, ...).
 * Password sign-ins pass the per-account failure limit first (see sign-in-guard.ts).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; appUrl: string; guard: SignInGuard },
) {
  const { auth, appUrl, guard } = deps;
  const secureCookies = new URL(appUrl).protocol === 'https:';

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, appUrl);
    const email = normalizeBodyEmail(request, url);
    const signInEmail = url.pathname === SIGN_IN_PATH ? email : null;
    if (signInEmail) {
      const device = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
      if (await guard.isLockedOut(signInEmail, device)) {
        throw new AppError('RATE_LIMITED', accountMessages.tooManySignInAttempts);
      }
    }

    const hasBody =
      request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    const body = response.body ? await response.text() : null;
    const cookies = response.headers.getSetCookie();

    if (signInEmail && response.status === 401) {
      await guard.recordFailure(signInEmail, request.ip ?? null);
    }
    if (signInEmail && response.ok && body) {
      const userId = userIdOf(body);
      if (userId) cookies.push(deviceCookieHeader(guard.deviceCookieFor(userId), secureCookies));
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(body);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: forward,
  });
}
