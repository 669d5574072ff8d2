import { randomUUID } from 'node:crypto';
import { partners } from '../../../db/schema';
import { adminOnly, route, type MatrixWorld, type RouteExpectation } from '../matrix-types';

/** A partner to change or import into, made for the route. */
async function aPartner(world: MatrixWorld): Promise<string> {
  const [row] = await world.database.db
    .insert(partners)
    .values({ name: 'Matrix Partner', domain: `matrix-${randomUUID()}.example` })
    .returning({ id: partners.id });
  return row!.id;
}

/** Partners are the admins' only: members (whatever they own) get 403 and visitors 401. */
export const partnersExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/admin/partners': route({
    request: () => ({ url: '/api/admin/partners' }),
    statuses: adminOnly(200),
  }),
  'POST /api/admin/partners': route({
    request: () => ({
      url: '/api/admin/partners',
      payload: { name: 'Matrix Labs', domain: `labs-${randomUUID()}.example` },
    }),
    statuses: adminOnly(201),
  }),
  'PUT /api/admin/partners/:partnerId/status': route<string>({
    prepare: aPartner,
    request: (_world, id) => ({
      url: `/api/admin/partners/${id}/status`,
      payload: { status: 'inactive' },
    }),
    statuses: adminOnly(200),
  }),
  'POST /api/admin/partners/:partnerId/import': route<string>({
    prepare: aPartner,
    request: (_world, id) => ({
      url: `/api/admin/partners/${id}/import`,
      payload: {
        csv: 'email,name,role\nmatrix-invitee@example.com,Matrix Invitee,founder',
        dryRun: true,
      },
    }),
    statuses: adminOnly(200),
  }),
};
