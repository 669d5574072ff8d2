import type { FastifyInstance } from 'fastify';
import { circlesContract as api } from '@cofound/shared/circles/circles.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { CirclesService } from './circles.service';

export async function registerCirclesRoutes(app: FastifyInstance, service: CirclesService) {
  registerEndpoint(app, api.list, async ({ member, query }) => service.list(member, query));
  registerEndpoint(app, api.proposals, async ({ member }) => service.proposals(member));
  registerEndpoint(app, api.create, async ({ member, body }) => service.create(member, body));
  registerEndpoint(app, api.get, async ({ member, params }) => service.get(member, params.id));
  registerEndpoint(app, api.update, async ({ member, params, body }) =>
    service.update(member, params.id, body),
  );
  registerEndpoint(app, api.remove, async ({ params }) => {
    await service.remove(params.id);
  });
  registerEndpoint(app, api.review, async ({ member, params, body }) =>
    service.review(member, params.id, body.decision),
  );
  registerEndpoint(app, api.join, async ({ member, params }) => service.join(member, params.id));
  registerEndpoint(app, api.leave, async ({ member, params }) => service.leave(member, params.id));
  registerEndpoint(app, api.members, async ({ member, params, query }) =>
    service.members(member, params.id, query),
  );
  registerEndpoint(app, api.requests, async ({ member, params, query }) =>
    service.requests(member, params.id, query),
  );
  registerEndpoint(app, api.acceptRequest, async ({ member, params }) => {
    await service.answerRequest(member, params.id, params.profileId, true);
  });
  registerEndpoint(app, api.declineRequest, async ({ member, params }) => {
    await service.answerRequest(member, params.id, params.profileId, false);
  });
  registerEndpoint(app, api.posts, async ({ member, params, query }) =>
    service.posts(member, params.id, query),
  );
  registerEndpoint(app, api.replies, async ({ member, params, query }) =>
    service.replies(member, params.id, params.postId, query),
  );
  registerEndpoint(app, api.post, async ({ member, params, body }) =>
    service.post(member, params.id, body),
  );
  registerEndpoint(app, api.removePost, async ({ member, params }) => {
    await service.removePost(member, params.id, params.postId);
  });
}
