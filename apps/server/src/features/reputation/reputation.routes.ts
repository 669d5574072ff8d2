import type { FastifyInstance } from 'fastify';
import { reputationContract as api } from '@cofound/shared/reputation/reputation.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { LeaderboardService } from './leaderboard.service';
import type { ReputationService } from './reputation.service';

export async function registerReputationRoutes(
  app: FastifyInstance,
  service: ReputationService,
  leaderboard: LeaderboardService,
) {
  registerEndpoint(app, api.reputation, async ({ member, params }) =>
    service.getReputation(params.id, member),
  );
  registerEndpoint(app, api.endorsements, async ({ member, params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.listEndorsements(params.id, member);
  });
  registerEndpoint(app, api.endorse, async ({ member, params, body }) =>
    service.endorse(member, params.id, body.skill),
  );
  registerEndpoint(app, api.withdraw, async ({ member, params, body }) =>
    service.withdrawEndorsement(member, params.id, body.skill),
  );
  registerEndpoint(app, api.leaderboard, async ({ member, query, reply }) => {
    // Each viewer's board leaves out the members of their blocks.
    reply.header('cache-control', 'private, no-store');
    return leaderboard.leaderboard(member, query);
  });
}
