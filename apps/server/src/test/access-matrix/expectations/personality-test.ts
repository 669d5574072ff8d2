import { membersOnly, route, type RouteExpectation } from '../matrix-types';

/** Each member has their own result: whoever is signed in reads and replaces only theirs. */
export const personalityTestExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/personality-test/result': route({
    request: () => ({ url: '/api/personality-test/result' }),
    statuses: membersOnly(200),
  }),
  'PUT /api/personality-test/result': route({
    request: () => ({
      url: '/api/personality-test/result',
      payload: {
        answers: { vision: 'niche', execution: 'build', leadership: 'debate', resilience: 'learn' },
      },
    }),
    statuses: membersOnly(200),
  }),
};
