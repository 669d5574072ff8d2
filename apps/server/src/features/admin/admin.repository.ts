import type { Db } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { adminAuditQueries } from './admin-audit.repository';
import { adminMemberDetailQueries } from './admin-member-detail.repository';
import { adminMembersQueries } from './admin-members.repository';

/** The admin's queries over members, their activity and the audit log, one unit of work. */
export function createAdminRepository(db: Db) {
  return defineRepository(db, (executor) => ({
    members: adminMembersQueries(executor),
    audit: adminAuditQueries(executor),
    detail: adminMemberDetailQueries(executor),
  }));
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
