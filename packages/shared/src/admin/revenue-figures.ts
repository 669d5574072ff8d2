// The revenue page's rules (docs/product.md#admin): the monthly figure of a period, MRR from the
// plan catalogue, churn, and the chart's bucket per period.
import { planMonthlyPriceCents, type PaidPlan } from '../billing/plan';
import type { AdminPeriod } from './admin-stats.schemas';

/** The payments' currency the figures count: the plan catalogue's (its prices are US cents). */
export const REVENUE_CURRENCY = 'usd';

export const revenueBuckets = ['day', 'week', 'month'] as const;
export type RevenueBucket = (typeof revenueBuckets)[number];

/** One bar of the revenue chart: a day for 7 and 30 days, a week for 90 days, a month for a year. */
export const revenueBucketOf: Record<AdminPeriod, RevenueBucket> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '1y': 'month',
};

/**
 * Monthly revenue: the total over the period's months (1, 3 or 12); 7 days are scaled to 30, a
 * 30-day equivalent rather than an average.
 */
const monthlyScale: Record<AdminPeriod, { times: number; over: number }> = {
  '7d': { times: 30, over: 7 },
  '30d': { times: 1, over: 1 },
  '90d': { times: 1, over: 3 },
  '1y': { times: 1, over: 12 },
};

/** The period's monthly revenue in whole cents. */
export function monthlyRevenueCents(period: AdminPeriod, totalCents: number): number {
  const { times, over } = monthlyScale[period];
  return Math.round((totalCents * times) / over);
}

/** Whether the monthly figure is a 30-day equivalent (7 days) rather than a monthly average. */
export function isThirtyDayEquivalent(period: AdminPeriod): boolean {
  return monthlyScale[period].times !== 1;
}

/** Monthly recurring revenue: each subscription in force, at its plan's monthly price. */
export function mrrCents(inForce: Partial<Record<PaidPlan, number>>): number {
  return Object.entries(inForce).reduce(
    (sum, [plan, count]) => sum + planMonthlyPriceCents[plan as PaidPlan] * (count ?? 0),
    0,
  );
}

/** The share of the subscriptions in force at the start that ended; none without any then. */
export function churnRate(churned: number, atStart: number): number | null {
  return atStart > 0 ? churned / atStart : null;
}
