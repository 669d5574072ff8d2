import { everyone, premiumOnly, route, type RouteExpectation } from '../matrix-types';

/** Terms every caller sends: two founders, an equal split, standard vesting. */
const terms = {
  companyName: 'Matrix Labs',
  effectiveDate: '2026-03-01',
  governingLaw: 'England and Wales',
  founders: [
    { name: 'Ada Matrix', role: 'CEO', equityPercent: 50 },
    { name: 'Bo Matrix', role: 'CTO', equityPercent: 50 },
  ],
  vestingMonths: 48,
  cliffMonths: 12,
  acceleration: 'double',
};

/**
 * The catalogue is public. Documents need a member; the route is tried with a premium template,
 * which the owner (on Pro) and admins get and a free member does not (the basic template, free
 * to every member, is tried in agreements.int.test.ts).
 */
export const agreementsExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/agreements': route({
    request: () => ({ url: '/api/agreements' }),
    statuses: everyone(200),
  }),
  'POST /api/agreements/:templateId/document': route({
    request: () => ({
      url: '/api/agreements/exit-terms/document',
      payload: { format: 'pdf', terms },
    }),
    statuses: premiumOnly(200),
  }),
};
