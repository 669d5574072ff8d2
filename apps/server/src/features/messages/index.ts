import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { ReportTargets } from '../safety';
import { createMessageModeration } from './message-moderation';
import { createMessageModerationRepository } from './message-moderation.repository';
import { createMessagesRepository } from './messages.repository';
import { registerMessagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesService } from './messages.service';

export type { MessagesService };

/** Messages between connected members under /api/messages/*, and messages admins remove. */
export async function registerMessagesFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; reportTargets: ReportTargets },
): Promise<MessagesService> {
  const service = createMessagesService({
    repository: createMessagesRepository(deps.db),
    realtime: deps.realtime,
    log: app.log,
  });
  deps.reportTargets.addReportTarget(
    'message',
    createMessageModeration({
      repository: createMessageModerationRepository(deps.db),
      realtime: deps.realtime,
      log: app.log,
    }),
  );
  await registerMessagesRoutes(app, service);
  return service;
}
