import type { FastifyInstance } from 'fastify';
import { checkInContract as api } from '@cofound/shared/check-in/check-in.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { CheckInService } from './check-in.service';

export async function registerCheckInRoutes(app: FastifyInstance, service: CheckInService) {
  registerEndpoint(app, api.stats, async ({ member }) => service.getStats(member));
  // Whatever the body says (a date, a streak, points) is never read.
  registerEndpoint(app, api.checkIn, async ({ member }) => service.checkIn(member));
}
