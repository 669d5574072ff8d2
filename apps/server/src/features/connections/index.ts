import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import { createConnectionsRepository } from './connections.repository';
import { registerConnectionsRoutes } from './connections.routes';
import { createConnectionsService, type ConnectionsService } from './connections.service';

export {
  acceptedConnectionBetween,
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from './connection-predicates';
export {
  countMutualConnections,
  countMutualConnectionsOfProfiles,
  endConnectionBetween,
  findLiveConnection,
  openMutualLikeConnection,
  withdrawPendingConnection,
} from './connections.service';

export type { ConnectionsService };
export type { LiveConnection } from './connections.repository';
export { erasePendingRequestsOf } from './pending-requests-erasure.repository';

/** Connections: requests, their answers, the list and removal under /api/connections. */
export async function registerConnectionsFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime },
): Promise<ConnectionsService> {
  const service = createConnectionsService(
    createConnectionsRepository(deps.db),
    deps.realtime,
    app.log,
  );
  await registerConnectionsRoutes(app, service);
  return service;
}
