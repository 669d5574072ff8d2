import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createDiscoverRepository } from './discover.repository';
import { registerDiscoverRoutes } from './discover.routes';
import { createDiscoverService, type DiscoverService } from './discover.service';

export type { DiscoverService };

/** The discover service on this database (the route's, the bench's). */
export function createDiscover(db: Db): DiscoverService {
  return createDiscoverService(createDiscoverRepository(db));
}

/** Discover Co-Founders: GET /api/discover. */
export async function registerDiscoverFeature(app: FastifyInstance, deps: { db: Db }) {
  await registerDiscoverRoutes(app, createDiscover(deps.db));
}
