import type { FastifyInstance } from 'fastify';
import { adminContract as api } from '@cofound/shared/admin/admin.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminMembersService } from './admin-members.service';
import type { AdminStatsService } from './admin-stats.service';

export async function registerAdminRoutes(
  app: FastifyInstance,
  services: { members: AdminMembersService; stats: AdminStatsService },
) {
  const { members, stats } = services;
  registerEndpoint(app, api.stats, async ({ query }) => stats.stats(query.period));
  registerEndpoint(app, api.members, async ({ query }) => members.list(query));
  registerEndpoint(app, api.member, async ({ params }) => members.detail(params.userId));
  registerEndpoint(app, api.changeStatus, async ({ member, params, body }) =>
    members.changeStatus(member, params.userId, body),
  );
  registerEndpoint(app, api.changeRole, async ({ member, params, body }) =>
    members.changeRole(member, params.userId, body.role),
  );
  registerEndpoint(app, api.auditLog, async ({ query }) => members.auditLog(query));
}
