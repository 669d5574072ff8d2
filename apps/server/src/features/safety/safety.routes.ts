import type { FastifyInstance } from 'fastify';
import { safetyContract as api } from '@cofound/shared/safety/safety.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { SafetyService } from './safety.service';

export async function registerSafetyRoutes(app: FastifyInstance, service: SafetyService) {
  registerEndpoint(app, api.blocked, async ({ member }) => service.listBlocked(member));
  registerEndpoint(app, api.block, async ({ member, body }) => {
    await service.block(member, body.profileId);
  });
  registerEndpoint(app, api.unblock, async ({ member, params }) => {
    await service.unblock(member, params.profileId);
  });
  registerEndpoint(app, api.report, async ({ member, body }) => service.report(member, body));
}
