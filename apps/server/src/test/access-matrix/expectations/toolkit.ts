import { projects } from '../../../db/schema';
import { premiumOnly, route, type MatrixWorld, type RouteExpectation } from '../matrix-types';

const canvas = {
  title: 'Matrix canvas',
  blocks: {
    keyPartners: 'Suppliers',
    keyActivities: '',
    keyResources: '',
    valuePropositions: 'Faster books',
    customerRelationships: '',
    channels: '',
    customerSegments: 'Freelancers',
    costStructure: '',
    revenueStreams: 'Subscriptions',
  },
};
const pitchDeck = {
  deckTitle: 'Matrix deck',
  slides: [{ title: 'Problem', bullets: ['Books take too long'] }],
};
const projection = {
  startingCustomers: 10,
  growthMode: 'new-customers',
  monthlyNewCustomers: 5,
  monthlyGrowthPercent: 0,
  monthlyChurnPercent: 2,
  pricePerCustomer: 49,
  costPerCustomer: 5,
  fixedMonthlyCosts: 2000,
  hires: [{ role: 'Engineer', monthlySalary: 7000, startMonth: 3 }],
  startingCash: 100000,
};
const vesting = {
  totalShares: 48000,
  durationMonths: 48,
  cliffMonths: 12,
  frequency: 'monthly',
  startDate: '2027-01-01',
  acceleration: 'double-trigger',
  acceleratedPercent: 100,
};

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
  'POST /api/toolkit/pitch-deck/pptx': route({
    request: () => ({ url: '/api/toolkit/pitch-deck/pptx', payload: pitchDeck }),
    statuses: premiumOnly(200),
  }),
};
