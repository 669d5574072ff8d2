import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createMessagesRepository } from './messages.repository';
import { registerMessagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesService } from './messages.service';

export type { MessagesService };

/** Messages between connected members under /api/messages/*. */
export async function registerMessagesFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
): Promise<MessagesService> {
  const service = createMessagesService({
    repository: createMessagesRepository(deps.db),
    realtime: deps.realtime,
    log: app.log,
  });
  await registerMessagesRoutes(app, service);
  return service;
}
