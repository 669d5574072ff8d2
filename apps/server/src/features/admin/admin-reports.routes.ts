import type { FastifyInstance } from 'fastify';
import { adminReportsContract as api } from '@cofound/shared/admin/admin-reports.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminReportsService } from './admin-reports.service';

export function registerAdminReportsRoutes(app: FastifyInstance, reports: AdminReportsService) {
  // A static segment: Fastify matches /count before the parametric /:reportId.
  registerEndpoint(app, api.count, async () => reports.count());
  registerEndpoint(app, api.reports, async ({ query }) => reports.list(query));
  registerEndpoint(app, api.decide, async ({ member, params, body }) =>
    reports.decide(member, params.reportId, body),
  );
}
