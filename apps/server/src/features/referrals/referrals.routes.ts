import type { FastifyInstance } from 'fastify';
import { referralsContract as api } from '@cofound/shared/referrals/referrals.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { ReferralsService } from './referrals.service';

export async function registerReferralsRoutes(app: FastifyInstance, service: ReferralsService) {
  registerEndpoint(app, api.stats, async ({ member }) => service.stats(member));
}
