import { adminOnly, route, type MatrixMember, type RouteExpectation } from '../matrix-types';

/** Admins only, everywhere: members (whatever they own) get 403 and visitors 401. */
export const adminExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/admin/stats': route({
    request: () => ({ url: '/api/admin/stats?period=7d' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/members': route({
    request: () => ({ url: '/api/admin/members?q=a&sort=name' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/members/:userId': route({
    request: (world) => ({ url: `/api/admin/members/${world.member.userId}` }),
    statuses: adminOnly(200),
  }),
  'PUT /api/admin/members/:userId/status': route<MatrixMember>({
    prepare: (world) => world.newMember('to-suspend'),
    request: (_world, target) => ({
      url: `/api/admin/members/${target.userId}/status`,
      payload: { status: 'suspended', reason: 'Spam reports' },
    }),
    statuses: adminOnly(200),
  }),
  'PUT /api/admin/members/:userId/role': route<MatrixMember>({
    prepare: (world) => world.newMember('to-promote'),
    request: (_world, target) => ({
      url: `/api/admin/members/${target.userId}/role`,
      payload: { role: 'admin' },
    }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/audit-log': route({
    request: () => ({ url: '/api/admin/audit-log' }),
    statuses: adminOnly(200),
  }),
};
