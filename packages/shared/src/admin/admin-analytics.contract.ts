import { defineEndpoint } from '../contract/endpoint';
import { adminAnalyticsSchema } from './admin-analytics.schemas';
import { adminPeriodQuerySchema } from './admin-stats.schemas';

const tags = ['admin'] as const;

/** The admin analytics page (admins only: members 403, visitors 401). */
export const adminAnalyticsContract = {
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    tags,
    summary:
      'Daily and weekly active members, retention by signup week, re-engagement and top reputation',
    query: adminPeriodQuerySchema,
    response: adminAnalyticsSchema,
  }),
};
