import { z } from 'zod';
import { paidPlans } from '../billing/plan';
import { adminPeriods } from './admin-stats.schemas';
import { revenueBuckets } from './revenue-figures';

/** The revenue page's texts (docs/product.md#admin). */
export const adminRevenueMessages = {
  loadFailed: 'Failed to load the revenue figures. Please try again.',
  exportFailed: 'Failed to export the transactions. Please try again.',
} as const;

const cents = z.number().int();
const count = z.number().int().min(0);

/**
 * GET /api/admin/revenue: the period's payments (in the catalogue's currency), the subscriptions
 * in force now, churn over the period and the free months granted, with the chart's series.
 */
export const adminRevenueSchema = z.object({
  period: z.enum(adminPeriods),
  /** The currency of every amount below (the plan catalogue's). */
  currency: z.string(),
  /** The period: after `from`, up to and including `to` (ISO times). */
  from: z.string(),
  to: z.string(),
  totalCents: cents,
  /** The payments the total counts. */
  payments: count,
  /** The total over the period's months (1, 3 or 12), or for 7 days its 30-day equivalent. */
  monthlyCents: cents,
  byPlan: z.array(z.object({ plan: z.enum(paidPlans), cents, payments: count })),
  /** Each subscription in force now at its plan's monthly price. */
  mrrCents: cents,
  activeSubscriptions: count,
  /** Null when no subscription was in force at the period's start. */
  churn: z.object({ churned: count, atStart: count, rate: z.number() }).nullable(),
  /** Free months granted for referrals in the period. */
  referralRewards: count,
  /** Payments in the period in another currency: not in the figures, but in the export. */
  otherCurrencyPayments: count,
  bucket: z.enum(revenueBuckets),
  /** Revenue per bucket, oldest first, every bucket of the period (none left out when empty). */
  series: z.array(z.object({ start: z.string(), cents })),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;
