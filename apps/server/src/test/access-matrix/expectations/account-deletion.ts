import { adminOnly, membersOnly, route, type RouteExpectation } from '../matrix-types';

/**
 * Deleting an account (docs/product.md#account-deletion): a member only their own, with their
 * password (the matrix sends a wrong one, so nobody's account goes; an admin may not delete their
 * own account at all); an admin another member's, never as anyone else.
 */
export const accountDeletionExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/account-deletion': route({
    request: () => ({ url: '/api/account-deletion' }),
    statuses: membersOnly(200),
  }),
  'POST /api/account-deletion': route({
    request: () => ({
      url: '/api/account-deletion',
      payload: { password: 'not-the-password', projects: [] },
    }),
    statuses: { anonymous: 401, member: 400, admin: 403, owner: 400 },
  }),
  'GET /api/admin/members/:userId/deletion': route({
    prepare: async (world) => ({ userId: (await world.newMember('deletion-plan')).userId }),
    request: (_world, made: { userId: string }) => ({
      url: `/api/admin/members/${made.userId}/deletion`,
    }),
    statuses: adminOnly(200),
  }),
  'DELETE /api/admin/members/:userId': route({
    prepare: async (world) => ({ userId: (await world.newMember('deleted-by-admin')).userId }),
    request: (_world, made: { userId: string }) => ({
      url: `/api/admin/members/${made.userId}`,
      payload: { projects: [] },
    }),
    statuses: adminOnly(204),
  }),
};
