import { defineEndpoint } from '../contract/endpoint';
import {
  adminMemberDetailSchema,
  adminMemberParamsSchema,
  adminMemberSchema,
  adminMembersPageSchema,
  adminMembersQuerySchema,
  adminRoleChangeSchema,
  adminStatusChangeSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from './admin-members.schemas';
import { adminPeriodQuerySchema, adminStatsSchema } from './admin-stats.schemas';

const tags = ['admin'] as const;

/**
 * The admin area: admins only (members 403, visitors 401). Every change is written to the audit
 * log with the admin, the time, the before and after and the reason.
 */
export const adminContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    tags,
    summary:
      'Total users, active matches, new signups and ongoing projects, against the period before',
    query: adminPeriodQuerySchema,
    response: adminStatsSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
    tags,
    summary:
      'Members searched by name or email, filtered by role and status, sorted (keyset-paged)',
    query: adminMembersQuerySchema,
    response: adminMembersPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/:userId',
    access: 'admin',
    tags,
    summary: 'One member: profile, status history, reports about and by them, plan, sessions',
    params: adminMemberParamsSchema,
    response: adminMemberDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/status',
    access: 'admin',
    tags,
    summary:
      'Suspend, ban or reactivate a member, with a reason; suspending or banning ends their sessions and live connections at once',
    params: adminMemberParamsSchema,
    body: adminStatusChangeSchema,
    response: adminMemberSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/role',
    access: 'admin',
    tags,
    summary: 'Make a member an admin or take it back (never the last admin)',
    params: adminMemberParamsSchema,
    body: adminRoleChangeSchema,
    response: adminMemberSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    tags,
    summary: "The admins' changes, newest first, optionally about one member (keyset-paged)",
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    errors: ['VALIDATION_FAILED'],
  }),
};
