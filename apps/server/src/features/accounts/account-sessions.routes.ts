import type { FastifyInstance } from 'fastify';
import { accountsContract as api } from '@cofound/shared/accounts/accounts.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AccountSessionsService } from './account-sessions.service';
import type { PasswordChangeService } from './password-change.service';

export async function registerAccountSessionsRoutes(
  app: FastifyInstance,
  deps: { sessions: AccountSessionsService; password: PasswordChangeService },
) {
  registerEndpoint(app, api.changePassword, async ({ member, body, request, reply }) => {
    const { cookies } = await deps.password.change(member, body, request.headers);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return { signedOutThisDevice: body.signOutThisDevice };
  });
  registerEndpoint(app, api.sessions, async ({ member, request }) => ({
    items: await deps.sessions.list(member, request.headers),
  }));
  registerEndpoint(app, api.endSession, async ({ member, params }) => {
    await deps.sessions.end(member, params.sessionId);
  });
  registerEndpoint(app, api.endOtherSessions, async ({ member, request }) => {
    await deps.sessions.endOthers(member, request.headers);
  });
}
