// Plans (docs/product.md#plans): the subscription is active when is_premium is set and
// premium_until is empty or in the future; otherwise the member is on the free plan.

export const plans = ['free', 'pro', 'business'] as const;
export type Plan = (typeof plans)[number];

export const planLabels: Record<Plan, string> = { free: 'Free', pro: 'Pro', business: 'Business' };

/** Free members may send this many connection requests per calendar month (UTC). */
export const FREE_CONNECTION_REQUESTS_PER_MONTH = 5;

export type PremiumFields = {
  isPremium: boolean;
  premiumUntil: Date | null;
  currentPlanId: string | null;
};

export function isPremiumActive(fields: PremiumFields, now: Date): boolean {
  return fields.isPremium && (fields.premiumUntil === null || fields.premiumUntil > now);
}

/** The member's plan now; an active premium without a known plan id counts as Pro. */
export function activePlan(fields: PremiumFields, now: Date): Plan {
  if (!isPremiumActive(fields, now)) return 'free';
  return fields.currentPlanId === 'business' ? 'business' : 'pro';
}

/** Monthly connection requests a plan allows; null = unlimited. */
export function monthlyConnectionRequestLimit(plan: Plan): number | null {
  return plan === 'free' ? FREE_CONNECTION_REQUESTS_PER_MONTH : null;
}

/** The first instant of the calendar month (UTC) that `now` is in, and of the next one. */
export function utcMonthOf(now: Date): { start: Date; next: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next };
}
