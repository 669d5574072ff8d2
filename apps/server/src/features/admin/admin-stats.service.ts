import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import {
  adminPeriodDays,
  type AdminPeriod,
  type AdminStats,
} from '@cofound/shared/admin/admin-stats.schemas';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { AdminStatsRepository } from './admin-stats.repository';

/** The admin dashboard's four figures for a period, each against the period before. */
export function createAdminStatsService(deps: {
  repository: AdminStatsRepository;
  log: ServiceLogger;
}) {
  return {
    async stats(period: AdminPeriod): Promise<AdminStats> {
      const counts = await withFailureMessage(deps.log, adminMessages.loadFailed, () =>
        deps.repository.counts(adminPeriodDays[period]),
      );
      return { period, ...counts };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
