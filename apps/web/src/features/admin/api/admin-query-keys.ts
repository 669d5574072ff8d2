import type { ReportStatus } from '@cofound/shared/admin/admin-reports.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import type { MemberFilters } from '../model/dashboard-search';

/** Admin answers are the same for every admin: no viewer in the keys. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: (period: AdminPeriod) => ['admin', 'stats', period] as const,
  analytics: (period: AdminPeriod) => ['admin', 'analytics', period] as const,
  revenue: (period: AdminPeriod) => ['admin', 'revenue', period] as const,
  memberLists: ['admin', 'members'] as const,
  memberList: (filters: MemberFilters) => ['admin', 'members', filters] as const,
  member: (userId: string) => ['admin', 'member', userId] as const,
  auditLog: ['admin', 'audit-log'] as const,
  recentActions: ['admin', 'audit-log', 'recent'] as const,
  partners: ['admin', 'partners'] as const,
  reportLists: ['admin', 'reports'] as const,
  reportList: (status: ReportStatus) => ['admin', 'reports', status] as const,
  openReportsCount: ['admin', 'reports-count'] as const,
};
