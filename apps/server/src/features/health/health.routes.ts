import type { FastifyInstance } from 'fastify';
import { healthContract as api } from '@cofound/shared/health/health.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import { AppError } from '../../lib/app-error';
import { withTimeout } from '../../lib/with-timeout';
import type { createHealthRepository } from './health.repository';

/** A load balancer's check must answer quickly, even when the database hangs. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

/** Answers 200 only when the database answers. */
export async function registerHealthRoutes(
  app: FastifyInstance,
  repository: ReturnType<typeof createHealthRepository>,
  databaseKind: 'pglite' | 'postgres',
) {
  registerEndpoint(
    app,
    api.health,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(repository.ping(), HEALTH_DATABASE_TIMEOUT_MS, 'database ping');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
    { config: { rateLimit: false } },
  );
}
