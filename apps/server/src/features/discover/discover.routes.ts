import type { FastifyInstance } from 'fastify';
import { discoverContract as api } from '@cofound/shared/discover/discover.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { DiscoverService } from './discover.service';

export async function registerDiscoverRoutes(app: FastifyInstance, service: DiscoverService) {
  registerEndpoint(app, api.page, async ({ member, query, reply }) => {
    // Per viewer (connection states): never cached by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return service.page(query, member?.id ?? null);
  });
}
