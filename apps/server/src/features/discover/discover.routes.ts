import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discoverPageSchema, discoverQuerySchema } from '@cofound/shared/discover/discover.schemas';
// For request.sessionUser (declared there) when this file is compiled without app.ts (bench).
import type {} from '../../http/route-access';
import type { DiscoverService } from './discover.service';

/** Who may call: anyone. Signed-in viewers also get their connection state per card. */
export async function registerDiscoverRoutes(app: FastifyInstance, service: DiscoverService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/discover',
    {
      schema: {
        tags: ['discover'],
        summary: 'Discover Co-Founders: search, filter, sort, keyset pages',
        querystring: discoverQuerySchema,
        response: { 200: discoverPageSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Per viewer (connection states): never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return service.page(request.query, request.sessionUser?.id ?? null);
    },
  );
}
