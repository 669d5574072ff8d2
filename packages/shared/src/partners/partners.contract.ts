import { defineEndpoint } from '../contract/endpoint';
import {
  partnerCreateSchema,
  partnerImportBodySchema,
  partnerImportReportSchema,
  partnerParamsSchema,
  partnerSchema,
  partnersPageSchema,
  partnersQuerySchema,
  partnerStatusChangeSchema,
} from './partners.schemas';

const tags = ['admin', 'partners'] as const;

/**
 * Partners (accelerators, investors, universities) and the members they bring: admins only.
 * Every change is written to the admin audit log in its own transaction.
 */
export const partnersContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/partners',
    access: 'admin',
    tags,
    summary:
      'Partners, newest first, each with its member count and revenue share of their payments (keyset-paged)',
    query: partnersQuerySchema,
    response: partnersPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/partners',
    access: 'admin',
    tags,
    summary: 'Create a partner; its domain is stored without scheme, path or www.',
    body: partnerCreateSchema,
    status: 201,
    response: partnerSchema,
    errors: ['VALIDATION_FAILED', 'CONFLICT'],
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/partners/:partnerId/status',
    access: 'admin',
    tags,
    summary: "Change a partner's status: active, pending or inactive",
    params: partnerParamsSchema,
    body: partnerStatusChangeSchema,
    response: partnerSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
  importMembers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/partners/:partnerId/import',
    access: 'admin',
    tags,
    summary:
      "Import a partner's members from CSV text (email, name, role; header line skipped): all rows or none. A dry run only reports; a refused import answers 422 with the report",
    params: partnerParamsSchema,
    body: partnerImportBodySchema,
    response: partnerImportReportSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
  }),
};
