import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsSchema,
  changePasswordRequestSchema,
  sessionIdParamsSchema,
} from '@cofound/shared/accounts/sessions.schemas';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { AccountSessionsService } from './account-sessions.service';
import type { PasswordChangeService } from './password-change.service';

/** Who may call: a member, about their own sessions and password only. */
export async function registerAccountSessionsRoutes(
  app: FastifyInstance,
  deps: { sessions: AccountSessionsService; password: PasswordChangeService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  typed.post(
    '/api/accounts/password',
    {
      schema: {
        tags,
        summary: 'Change your password; every other session of yours ends',
        body: changePasswordRequestSchema,
        response: { 200: z.object({ signedOutThisDevice: z.boolean() }) },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const user = requireMember(request);
      const { cookies } = await deps.password.change(user, request.body, request.headers);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { signedOutThisDevice: request.body.signOutThisDevice };
    },
  );

  typed.get(
    '/api/accounts/sessions',
    {
      schema: {
        tags,
        summary: 'The browsers you are signed in on',
        response: { 200: accountSessionsSchema },
      },
      config: { access: 'member' },
    },
    async (request) => ({
      items: await deps.sessions.list(requireMember(request), request.headers),
    }),
  );

  typed.delete(
    '/api/accounts/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Sign one of your sessions out (this one too)',
        params: sessionIdParamsSchema,
        response: { 204: emptyAnswer('Signed out') },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      await deps.sessions.end(requireMember(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/accounts/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out every other browser of yours',
        response: { 204: emptyAnswer('The other sessions are ended') },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await deps.sessions.endOthers(requireMember(request), request.headers);
      return reply.status(204).send(null);
    },
  );
}
