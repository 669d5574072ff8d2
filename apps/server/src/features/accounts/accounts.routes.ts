import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { accountsContract as api } from '@cofound/shared/accounts/accounts.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import { deviceCookieHeader } from './device-cookie';
import type { SignInGuard } from './sign-in-guard';
import type { SignupService } from './signup.service';

export const RESEND_VERIFICATION_PER_10_MINUTES = 3;

export async function registerAccountsRoutes(
  app: FastifyInstance,
  deps: {
    signup: SignupService;
    guard: SignInGuard;
    appUrl: string;
    signupRatePerHour: number;
  },
) {
  const secureCookies = new URL(deps.appUrl).protocol === 'https:';

  registerEndpoint(
    app,
    api.signup,
    async ({ body, request, reply }) => {
      const result = await deps.signup.signup(body, fromNodeHeaders(request.headers), request.log);
      const device = deviceCookieHeader(
        deps.guard.deviceCookieFor(result.body.user.id),
        secureCookies,
      );
      reply.header('set-cookie', [...result.cookies, device]);
      reply.header('cache-control', 'no-store');
      return result.body;
    },
    { config: { rateLimit: { max: deps.signupRatePerHour, timeWindow: '1 hour' } } },
  );

  registerEndpoint(
    app,
    api.resendVerification,
    async ({ member, request }) => {
      await deps.signup.sendVerificationEmail(member, fromNodeHeaders(request.headers));
    },
    {
      config: {
        rateLimit: {
          max: RESEND_VERIFICATION_PER_10_MINUTES,
          timeWindow: '10 minutes',
          // After route access has resolved the member, so the limit is theirs, not the address's.
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.sessionUser ? `member:${request.sessionUser.id}` : `ip:${request.ip}`,
        },
      },
    },
  );
}
