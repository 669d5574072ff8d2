import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import { createDiscoverRepository } from './discover.repository';
import { registerDiscoverRoutes } from './discover.routes';
import { createDiscoverService, type DiscoverService } from './discover.service';
import { scheduleTrendingWindow } from './trending-window-job';

export type { DiscoverService };

/** The discover service on this database (the route's, the bench's). */
export function createDiscover(db: Db): DiscoverService {
  return createDiscoverService(createDiscoverRepository(db));
}

/** Discover Co-Founders: GET /api/discover, and the job that keeps Trending's rollup. */
export async function registerDiscoverFeature(app: FastifyInstance, deps: { db: Db; jobs: Jobs }) {
  const repository = createDiscoverRepository(deps.db);
  scheduleTrendingWindow(deps.jobs, repository);
  await registerDiscoverRoutes(app, createDiscoverService(repository));
}
