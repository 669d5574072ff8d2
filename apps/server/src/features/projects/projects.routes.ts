import type { FastifyInstance } from 'fastify';
import { projectsContract as api } from '@cofound/shared/projects/projects.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { ProjectsService } from './projects.service';

export async function registerProjectsRoutes(app: FastifyInstance, service: ProjectsService) {
  registerEndpoint(app, api.mine, async ({ member, query }) =>
    service.list(member, 'owned', query),
  );
  registerEndpoint(app, api.joined, async ({ member, query }) =>
    service.list(member, 'joined', query),
  );
  registerEndpoint(app, api.create, async ({ member, body }) => service.create(member, body));
  registerEndpoint(app, api.get, async ({ member, params }) => service.get(member, params.id));
  registerEndpoint(app, api.update, async ({ member, params, body }) =>
    service.update(member, params.id, body),
  );
  registerEndpoint(app, api.remove, async ({ member, params }) => {
    await service.remove(member, params.id);
  });
}
