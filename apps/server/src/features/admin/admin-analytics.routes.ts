import type { FastifyInstance } from 'fastify';
import { adminAnalyticsContract as api } from '@cofound/shared/admin/admin-analytics.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminAnalyticsService } from './admin-analytics.service';

export function registerAdminAnalyticsRoutes(
  app: FastifyInstance,
  analytics: AdminAnalyticsService,
) {
  registerEndpoint(app, api.analytics, async ({ query }) => analytics.analytics(query.period));
}
