import type { FastifyInstance } from 'fastify';
import { adminMatchmakingContract as api } from '@cofound/shared/admin/admin-matchmaking.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminMatchmakingService } from './admin-matchmaking.service';

export function registerAdminMatchmakingRoutes(
  app: FastifyInstance,
  matchmaking: AdminMatchmakingService,
) {
  registerEndpoint(app, api.figures, async ({ query }) => matchmaking.figures(query.period));
  registerEndpoint(app, api.decisions, async ({ query }) => matchmaking.decisions(query));
}
