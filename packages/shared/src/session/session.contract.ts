import { defineEndpoint } from '../contract/endpoint';
import { sessionResponseSchema } from './session.schemas';

/** The current session: anyone; a signed-out visitor gets `{ user: null }`, never a 401. */
export const sessionContract = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/session',
    access: 'public',
    tags: ['session'],
    summary: 'The signed-in member, or null',
    response: sessionResponseSchema,
  }),
};
