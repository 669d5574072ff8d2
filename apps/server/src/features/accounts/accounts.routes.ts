import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { signupRequestSchema, signupResponseSchema } from '@cofound/shared/accounts/signup.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const secureCookies = new URL(deps.appUrl).protocol === 'https:';

  /** Who may call: anyone (rate limited per address). Creates the account and signs it in. */
  typed.post(
    '/api/accounts/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up: account, profile and session in one step',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema },
      },
      config: {
        access: 'public',
        errors: ['CONFLICT'],
        rateLimit: { max: deps.signupRatePerHour, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      const result = await deps.signup.signup(
        request.body,
        fromNodeHeaders(request.headers),
        request.log,
      );
      const device = deviceCookieHeader(
        deps.guard.deviceCookieFor(result.body.user.id),
        secureCookies,
      );
      reply.header('set-cookie', [...result.cookies, device]);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(result.body);
    },
  );

  /** Who may call: a member. Mails a fresh verification link (3 per 10 minutes per member). */
  typed.post(
    '/api/accounts/verification-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification mail again',
        response: { 204: emptyAnswer('Sent, or nothing to do: the address is verified') },
      },
      config: {
        access: 'member',
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
    async (request, reply) => {
      const user = requireMember(request);
      await deps.signup.sendVerificationEmail(user, fromNodeHeaders(request.headers));
      return reply.status(204).send(null);
    },
  );
}
