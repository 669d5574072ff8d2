import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { MatchingService } from '../matching';
import { createNetworkingRepository } from './networking.repository';
import { registerNetworkingRoutes } from './networking.routes';
import { createNetworkingService } from './networking.service';

/** Speed networking under /api/networking: the lobby, rounds and their chat. */
export async function registerNetworkingFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; matching: MatchingService },
) {
  const service = createNetworkingService({
    repository: createNetworkingRepository(deps.db),
    cardOf: (member, profileId) => deps.matching.card(member, profileId),
    realtime: deps.realtime,
    log: app.log,
  });
  await registerNetworkingRoutes(app, service);
}
