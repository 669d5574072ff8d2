import type { FastifyInstance } from 'fastify';
import { accountDeletionContract as api } from '@cofound/shared/account-deletion/account-deletion.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AccountDeletionService } from './account-deletion.service';

/**
 * Who may call: a member, about their own account (plan, deleteOwn); an admin, about another
 * member who is not an admin (adminPlan, adminDelete).
 */
export async function registerAccountDeletionRoutes(
  app: FastifyInstance,
  service: AccountDeletionService,
) {
  registerEndpoint(app, api.plan, async ({ member, request }) =>
    service.plan(member, request.headers),
  );
  registerEndpoint(
    app,
    api.deleteOwn,
    async ({ member, body, request }) => {
      await service.deleteOwn(member, body, request.headers);
    },
    // A stolen session may not try passwords here faster than at sign-in.
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
  );
  registerEndpoint(app, api.adminPlan, async ({ member, params }) =>
    service.adminPlan(member, params.userId),
  );
  registerEndpoint(app, api.adminDelete, async ({ member, params, body }) => {
    await service.adminDelete(member, params.userId, body.projects);
  });
}
