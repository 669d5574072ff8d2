import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readinessSchema, type Readiness } from '@cofound/shared/health/health.schemas';
import { withTimeout } from '../../lib/with-timeout';
import type { createHealthRepository } from './health.repository';
import { HEALTH_DATABASE_TIMEOUT_MS } from './health.routes';

export type ReadinessChecks = {
  /** The realtime listener is connected, so events reach this instance's sockets. */
  realtime: () => boolean;
  /** The match index is in memory, so the deck answers without a full load. */
  matchIndex: () => boolean;
};

/**
 * Who may call: anyone (load balancers). /api/health says the process and its database live;
 * /api/ready says this instance should get members now, and answers 503 until it should.
 */
export async function registerReadinessRoute(
  app: FastifyInstance,
  repository: ReturnType<typeof createHealthRepository>,
  checks: ReadinessChecks,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance is ready for traffic (database, realtime, match index)',
        response: {
          200: readinessSchema.describe('Ready: every check passed'),
          503: readinessSchema.describe('Not ready: the checks say which part is not'),
        },
      },
      config: { access: 'public', rateLimit: false },
    },
    async (_request, reply) => {
      const database = await withTimeout(
        repository.ping(),
        HEALTH_DATABASE_TIMEOUT_MS,
        'ping',
      ).then(
        () => true,
        () => false,
      );
      const result: Readiness['checks'] = {
        database,
        realtime: checks.realtime(),
        matchIndex: checks.matchIndex(),
      };
      const ready = Object.values(result).every(Boolean);
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: result });
    },
  );
}
