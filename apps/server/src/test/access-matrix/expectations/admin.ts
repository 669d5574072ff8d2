import { reports } from '../../../db/schema';
import { adminOnly, route, type MatrixMember, type RouteExpectation } from '../matrix-types';

/** Admins only, everywhere: members (whatever they own) get 403 and visitors 401. */
export const adminExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/admin/stats': route({
    request: () => ({ url: '/api/admin/stats?period=7d' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/analytics': route({
    request: () => ({ url: '/api/admin/analytics?period=30d' }),
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
  'GET /api/admin/reports': route({
    request: () => ({ url: '/api/admin/reports?status=open' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/reports/count': route({
    request: () => ({ url: '/api/admin/reports/count' }),
    statuses: adminOnly(200),
  }),
  'PUT /api/admin/reports/:reportId': route<{ id: string }>({
    prepare: async (world) => {
      const reported = await world.newMember('reported');
      const [report] = await world.database.db
        .insert(reports)
        .values({ reporterId: world.member.userId, profileId: reported.profileId, reason: 'spam' })
        .returning({ id: reports.id });
      return report!;
    },
    request: (_world, report) => ({
      url: `/api/admin/reports/${report.id}`,
      payload: { action: 'dismiss' },
    }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/revenue': route({
    request: () => ({ url: '/api/admin/revenue?period=90d' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/revenue/export': route({
    request: () => ({ url: '/api/admin/revenue/export?period=1y' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/matchmaking': route({
    request: () => ({ url: '/api/admin/matchmaking?period=30d' }),
    statuses: adminOnly(200),
  }),
  'GET /api/admin/matchmaking/decisions': route({
    request: () => ({ url: '/api/admin/matchmaking/decisions?period=1y&liked=yes&q=a' }),
    statuses: adminOnly(200),
  }),
};
