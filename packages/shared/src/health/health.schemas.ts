import { z } from 'zod';

/** GET /api/health: answers 200 only when the database answered too. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready, for load balancers: 200 when this instance can serve members (its database
 * answers, its realtime listener is connected, its match index is loaded), else 503.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), realtime: z.boolean(), matchIndex: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
