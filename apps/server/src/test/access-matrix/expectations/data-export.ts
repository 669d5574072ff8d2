import { inArray } from 'drizzle-orm';
import { dataExports } from '../../../db/schema';
import { route, type MatrixWorld, type RouteExpectation } from '../matrix-types';

/** The owner's download, built; the other callers have none. */
async function ownerOnlyHasADownload(world: MatrixWorld) {
  // A build started by an earlier request finishes first.
  await world.app.jobs.tick();
  await world.database.db
    .delete(dataExports)
    .where(inArray(dataExports.userId, [world.member.userId, world.admin.userId]));
  const latest = await world.app.inject({
    method: 'GET',
    url: '/api/data-export',
    headers: { cookie: world.owner.cookie },
  });
  if ((latest.json() as { export: { status: string } | null }).export?.status === 'ready') return;
  const started = await world.app.inject({
    method: 'POST',
    url: '/api/data-export',
    headers: { cookie: world.owner.cookie, origin: 'http://localhost:3000' },
  });
  if (started.statusCode !== 201) throw new Error(`export not started: ${started.body}`);
  await world.app.jobs.tick();
}

/**
 * A member's downloads of their own data (docs/product.md#data-export): each caller sees and
 * starts only their own, so another member or an admin gets their own (none: 404 for the file).
 */
export const dataExportExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/data-export': route({
    request: () => ({ url: '/api/data-export' }),
    statuses: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  }),
  'GET /api/data-export/file': route({
    prepare: ownerOnlyHasADownload,
    request: () => ({ url: '/api/data-export/file' }),
    statuses: { anonymous: 401, member: 404, admin: 404, owner: 200 },
  }),
  'POST /api/data-export': route({
    // Whatever is being prepared for any of them is finished first: each starts a new one.
    prepare: async (world) => {
      await world.app.jobs.tick();
    },
    request: () => ({ url: '/api/data-export' }),
    statuses: { anonymous: 401, member: 201, admin: 201, owner: 201 },
  }),
};
