import type { FastifyInstance } from 'fastify';
import { ideasContract as api } from '@cofound/shared/ideas/ideas.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { IdeasService } from './ideas.service';

export async function registerIdeasRoutes(app: FastifyInstance, service: IdeasService) {
  registerEndpoint(app, api.list, async ({ member, query }) => service.list(member, query));
  registerEndpoint(app, api.get, async ({ member, params }) => service.get(member, params.id));
  registerEndpoint(app, api.create, async ({ member, body }) => service.create(member, body));
  registerEndpoint(app, api.update, async ({ member, params, body }) =>
    service.update(member, params.id, body),
  );
  registerEndpoint(app, api.remove, async ({ member, params }) => {
    await service.remove(member, params.id);
  });
  registerEndpoint(app, api.like, async ({ member, params }) =>
    service.setLike(member, params.id, true),
  );
  registerEndpoint(app, api.unlike, async ({ member, params }) =>
    service.setLike(member, params.id, false),
  );
  registerEndpoint(app, api.interest, async ({ member, params }) =>
    service.setInterest(member, params.id, true),
  );
  registerEndpoint(app, api.uninterest, async ({ member, params }) =>
    service.setInterest(member, params.id, false),
  );
  registerEndpoint(app, api.interested, async ({ member, params, query }) =>
    service.interested(member, params.id, query),
  );
  registerEndpoint(app, api.comments, async ({ member, params, query }) =>
    service.comments(member, params.id, query),
  );
  registerEndpoint(app, api.comment, async ({ member, params, body }) =>
    service.comment(member, params.id, body.content),
  );
  registerEndpoint(app, api.removeComment, async ({ member, params }) => {
    await service.removeComment(member, params.id, params.commentId);
  });
}
