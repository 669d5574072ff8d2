import { z } from 'zod';

/** GET /api/health: answers 200 only when the database answered too. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
