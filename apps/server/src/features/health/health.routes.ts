import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@cofound/shared/health/health.schemas';
import { AppError } from '../../lib/app-error';
import { withTimeout } from '../../lib/with-timeout';
import type { createHealthRepository } from './health.repository';

/** A load balancer's check must answer quickly, even when the database hangs. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

/** Who may call: anyone. Answers 200 only when the database answers. */
export async function registerHealthRoutes(
  app: FastifyInstance,
  repository: ReturnType<typeof createHealthRepository>,
  databaseKind: 'pglite' | 'postgres',
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Backend and database health',
        response: { 200: healthResponseSchema },
      },
      config: { access: 'public', errors: ['SERVICE_UNAVAILABLE'], rateLimit: false },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(repository.ping(), HEALTH_DATABASE_TIMEOUT_MS, 'database ping');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
}
