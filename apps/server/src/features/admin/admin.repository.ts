import type { Db } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { adminAuditQueries } from './admin-audit.repository';
import { adminMemberDetailQueries } from './admin-member-detail.repository';
import { adminMembersQueries } from './admin-members.repository';
import { adminReportsQueries } from './admin-reports.repository';
import { adminRevenueQueries } from './admin-revenue.repository';

/**
 * The admin's queries over members, their activity, the moderation queue, the audit log and
 * revenue, one unit of work.
 */
export function createAdminRepository(db: Db) {
  return defineRepository(db, (executor) => ({
    members: adminMembersQueries(executor),
    audit: adminAuditQueries(executor),
    detail: adminMemberDetailQueries(executor),
    reports: adminReportsQueries(executor),
    revenue: adminRevenueQueries(executor),
  }));
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
/** The same queries bound to a unit of work. */
export type AdminQueries = Omit<AdminRepository, 'transaction'>;
