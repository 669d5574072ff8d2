import { defineEndpoint } from '../contract/endpoint';
import { healthResponseSchema } from './health.schemas';

/** Liveness for load balancers and the web app's connection check: anyone. */
export const healthContract = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    summary: 'Backend and database health',
    response: healthResponseSchema,
    errors: ['SERVICE_UNAVAILABLE'],
  }),
};
