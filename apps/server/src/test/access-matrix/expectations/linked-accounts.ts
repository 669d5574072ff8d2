import { randomUUID } from 'node:crypto';
import { accounts } from '../../../db/schema';
import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/**
 * A member's linked sign-in providers (docs/product.md#verified-badges): each member sees and
 * changes only their own. The matrix app has no provider credentials, so starting a link sends
 * every member back to the page with provider_not_configured.
 */
export const linkedAccountsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/accounts/linked': route({
    request: () => ({ url: '/api/accounts/linked' }),
    statuses: membersOnly(200),
  }),
  'GET /api/accounts/social/:provider/link': route({
    request: () => ({ url: '/api/accounts/social/github/link?from=/profile' }),
    statuses: membersOnly(302),
  }),
  'DELETE /api/accounts/linked/:provider': route({
    // Only the owner has a GitHub account to unlink (beside their password).
    prepare: async (world) => {
      await world.database.db.insert(accounts).values({
        id: randomUUID(),
        accountId: `matrix-github-${randomUUID()}`,
        providerId: 'github',
        userId: world.owner.userId,
      });
    },
    request: () => ({ url: '/api/accounts/linked/github' }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 204 },
  }),
};
