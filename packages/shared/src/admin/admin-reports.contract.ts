import { defineEndpoint } from '../contract/endpoint';
import {
  adminDecidedReportSchema,
  adminReportDecisionSchema,
  adminReportParamsSchema,
  adminReportsCountSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
} from './admin-reports.schemas';

const tags = ['admin'] as const;

/** The moderation queue: admins only (members 403, visitors 401). */
export const adminReportsContract = {
  reports: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    tags,
    summary:
      'Reports of one status, newest first, with the reported content in context, the reporter, the reported member and the open reports on the same thing (keyset-paged)',
    query: adminReportsQuerySchema,
    response: adminReportsPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports/count',
    access: 'admin',
    tags,
    summary: 'How many reports are open (the admin navigation badge)',
    response: adminReportsCountSchema,
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/reports/:reportId',
    access: 'admin',
    tags,
    summary:
      'Decide an open report: dismiss, remove the content, warn (a mail), suspend or ban the member; every other open report on the same thing gets the same decision, and the reporters hear the outcome',
    params: adminReportParamsSchema,
    body: adminReportDecisionSchema,
    response: adminDecidedReportSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
