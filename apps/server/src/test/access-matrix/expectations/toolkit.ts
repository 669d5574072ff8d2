import { projects } from '../../../db/schema';
import { canvas, deck as pitchDeck, projection, vesting } from '../../toolkit-inputs';
import { premiumOnly, route, type MatrixWorld, type RouteExpectation } from '../matrix-types';

/** The owner's project: its documents are the owner's only. */
async function ownersProject(world: MatrixWorld): Promise<string> {
  const [row] = await world.database.db
    .insert(projects)
    .values({
      userId: world.owner.userId,
      title: 'Matrix toolkit project',
      description: 'Tried by every caller',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO/Technical Lead'],
    })
    .returning({ id: projects.id });
  return row!.id;
}

/**
 * A document route, tried on the owner's project: another member and an admin get 404 (it is
 * not their project), or 403 first when the tool needs a plan the member does not have.
 */
function documentRoutes(tool: string, content: unknown, premium: boolean) {
  const url = (id: string) => `/api/toolkit/documents/${tool}?projectId=${id}`;
  const statuses = (status: number) => ({
    anonymous: 401,
    member: premium ? 403 : 404,
    admin: 404,
    owner: status,
  });
  return {
    [`GET /api/toolkit/documents/${tool}`]: route({
      prepare: ownersProject,
      request: (_world, id) => ({ url: url(id) }),
      statuses: statuses(200),
    }),
    [`PUT /api/toolkit/documents/${tool}`]: route({
      prepare: ownersProject,
      request: (_world, id) => ({ url: url(id), payload: { content } }),
      statuses: statuses(200),
    }),
  };
}

export const toolkitExpectations: Record<string, RouteExpectation<unknown>> = {
  ...documentRoutes('business-model-canvas', canvas, false),
  ...documentRoutes('pitch-deck', pitchDeck, true),
  ...documentRoutes('financial-projections', projection, true),
  ...documentRoutes('vesting-calculator', vesting, true),
  'POST /api/toolkit/vesting-schedule': route({
    request: () => ({ url: '/api/toolkit/vesting-schedule', payload: vesting }),
    statuses: premiumOnly(200),
  }),
  'POST /api/toolkit/financial-projections': route({
    request: () => ({ url: '/api/toolkit/financial-projections', payload: projection }),
    statuses: premiumOnly(200),
  }),
  'POST /api/toolkit/financial-projections/csv': route({
    request: () => ({ url: '/api/toolkit/financial-projections/csv', payload: projection }),
    statuses: premiumOnly(200),
  }),
  'GET /api/toolkit/investors': route({
    request: () => ({ url: '/api/toolkit/investors' }),
    statuses: premiumOnly(200),
  }),
  'POST /api/toolkit/pitch-deck/pptx': route({
    request: () => ({ url: '/api/toolkit/pitch-deck/pptx', payload: pitchDeck }),
    statuses: premiumOnly(200),
  }),
};
