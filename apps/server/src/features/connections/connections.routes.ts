import type { FastifyInstance } from 'fastify';
import { connectionsContract as api } from '@cofound/shared/connections/connections.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { ConnectionsService } from './connections.service';

export async function registerConnectionsRoutes(app: FastifyInstance, service: ConnectionsService) {
  registerEndpoint(app, api.list, async ({ member, query }) => service.list(member, query.q));
  registerEndpoint(app, api.usage, async ({ member }) => service.usage(member));
  registerEndpoint(app, api.remove, async ({ member, params }) => {
    await service.remove(member, params.connectionId);
  });
  registerEndpoint(app, api.requests, async ({ member }) => service.listRequests(member));
  registerEndpoint(app, api.accept, async ({ member, params }) =>
    service.accept(member, params.connectionId),
  );
  registerEndpoint(app, api.reject, async ({ member, params }) =>
    service.reject(member, params.connectionId),
  );
  registerEndpoint(app, api.mutual, async ({ member, params }) =>
    service.mutual(member, params.id),
  );
  registerEndpoint(app, api.send, async ({ member, body }) =>
    service.sendRequest(member, body.profileId),
  );
}
