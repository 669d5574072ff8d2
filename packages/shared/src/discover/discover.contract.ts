import { defineEndpoint } from '../contract/endpoint';
import { discoverPageSchema, discoverQuerySchema } from './discover.schemas';

/** Discover Co-Founders: anyone; signed-in viewers also get their connection state per card. */
export const discoverContract = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/discover',
    access: 'public',
    tags: ['discover'],
    summary: 'Discover Co-Founders: search, filter, sort, keyset pages',
    query: discoverQuerySchema,
    response: discoverPageSchema,
  }),
};
