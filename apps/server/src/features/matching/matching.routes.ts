import type { FastifyInstance } from 'fastify';
import { matchingContract as api } from '@cofound/shared/matching/matching.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { MatchingService } from './matching.service';

export async function registerMatchingRoutes(app: FastifyInstance, service: MatchingService) {
  registerEndpoint(app, api.recommendations, async ({ member, query }) =>
    service.recommendations(member, query),
  );
  registerEndpoint(app, api.decide, async ({ member, params, body }) =>
    service.decide(member, params.profileId, body.liked),
  );
  registerEndpoint(app, api.undo, async ({ member, params }) =>
    service.undo(member, params.profileId),
  );
  registerEndpoint(app, api.saved, async ({ member }) => service.saved(member));
  registerEndpoint(app, api.save, async ({ member, params }) =>
    service.save(member, params.profileId),
  );
  registerEndpoint(app, api.unsave, async ({ member, params }) => {
    await service.unsave(member, params.profileId);
  });
}
