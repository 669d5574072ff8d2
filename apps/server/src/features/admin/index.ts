import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createAdminMembersService } from './admin-members.service';
import { createAdminRepository } from './admin.repository';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createAdminStatsService } from './admin-stats.service';
import { registerAdminRoutes } from './admin.routes';

/** The admin area under /api/admin: figures, members, status and role changes, the audit log. */
export async function registerAdminFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
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
}
