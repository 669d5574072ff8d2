import type { FastifyInstance } from 'fastify';
import { ADMIN_REPORTS_TOPIC_KIND } from '@cofound/shared/admin/admin-reports.schemas';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import type { ReportModeration } from '../safety';
import { createAdminMatchmakingRepository } from './admin-matchmaking.repository';
import { registerAdminMatchmakingRoutes } from './admin-matchmaking.routes';
import { createAdminMatchmakingService } from './admin-matchmaking.service';
import { createAdminAnalyticsRepository } from './admin-analytics.repository';
import { registerAdminAnalyticsRoutes } from './admin-analytics.routes';
import { createAdminAnalyticsService } from './admin-analytics.service';
import { createAdminMembersService } from './admin-members.service';
import { createAdminRepository } from './admin.repository';
import { registerAdminReportsRoutes } from './admin-reports.routes';
import { createAdminReportsService } from './admin-reports.service';
import { registerAdminRevenueRoutes } from './admin-revenue.routes';
import { createAdminRevenueService } from './admin-revenue.service';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createAdminStatsService } from './admin-stats.service';
import { registerAdminRoutes } from './admin.routes';

export { recordAdminAction } from './admin-actions';
export { recordMemberDeletion } from './member-deletion-audit';

/**
 * The admin area under /api/admin: figures, members, status and role changes, the moderation
 * queue (with its admins-only live topic), the audit log.
 */
export async function registerAdminFeature(
  app: FastifyInstance,
  deps: {
    db: Db;
    realtime: Realtime;
    mailer: Mailer;
    appUrl: string;
    moderation: ReportModeration;
  },
) {
  await registerAdminRoutes(app, {
    members: createAdminMembersService({
      repository: createAdminRepository(deps.db),
      realtime: deps.realtime,
      log: app.log,
    }),
    stats: createAdminStatsService({
      repository: createAdminStatsRepository(deps.db),
      log: app.log,
    }),
  });
  registerAdminRevenueRoutes(
    app,
    createAdminRevenueService({ repository: createAdminRepository(deps.db), log: app.log }),
  );
  registerAdminMatchmakingRoutes(
    app,
    createAdminMatchmakingService({
      repository: createAdminMatchmakingRepository(deps.db),
      log: app.log,
    }),
  );
  const reports = createAdminReportsService({
    repository: createAdminRepository(deps.db),
    moderation: deps.moderation,
    realtime: deps.realtime,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: app.log,
  });
  // Asked on every event too: an admin demoted while the queue is open stops hearing it at once.
  deps.realtime.allowTopic(ADMIN_REPORTS_TOPIC_KIND, (userId, id) => reports.mayWatch(userId, id), {
    recheckOnDelivery: true,
  });
  registerAdminReportsRoutes(app, reports);
  registerAdminAnalyticsRoutes(
    app,
    createAdminAnalyticsService({
      repository: createAdminAnalyticsRepository(deps.db),
      log: app.log,
    }),
  );
}
