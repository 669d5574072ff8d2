import type { FastifyInstance } from 'fastify';
import { networkingContract as api } from '@cofound/shared/networking/networking.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { NetworkingService } from './networking.service';

export async function registerNetworkingRoutes(app: FastifyInstance, service: NetworkingService) {
  registerEndpoint(app, api.state, async ({ member }) => service.state(member));
  registerEndpoint(app, api.join, async ({ member }) => service.join(member));
  registerEndpoint(app, api.next, async ({ member }) => service.next(member));
  registerEndpoint(app, api.leave, async ({ member }) => {
    await service.leave(member);
  });
  registerEndpoint(app, api.send, async ({ member, body }) => service.send(member, body.body));
}
