import { defineEndpoint, endpointQuery } from '../contract/endpoint';
import { adminRevenueSchema } from './admin-revenue.schemas';
import { adminPeriodQuerySchema, type AdminPeriod } from './admin-stats.schemas';

const tags = ['admin'] as const;

/** The admin revenue page (admins only: members 403, visitors 401). */
export const adminRevenueContract = {
  revenue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/revenue',
    access: 'admin',
    tags,
    summary:
      'Revenue of the period (total, monthly, by plan, over time), MRR, active subscriptions, churn and referral rewards',
    query: adminPeriodQuerySchema,
    response: adminRevenueSchema,
  }),
};

/** The period's transactions as a CSV file: not JSON, so a plain route (decision 0011). */
export const adminRevenueFiles = {
  export: { method: 'GET', path: '/api/admin/revenue/export', query: adminPeriodQuerySchema },
} as const;

/** Where the browser downloads the period's transactions. */
export function adminRevenueExportUrl(period: AdminPeriod): string {
  return `${adminRevenueFiles.export.path}?${endpointQuery({ period })}`;
}
