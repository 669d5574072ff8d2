// Plans (docs/product.md#plans): the subscription is active when is_premium is set and
// premium_until is empty or in the future; otherwise the member is on the free plan.

export const plans = ['free', 'pro', 'business'] as const;
export type Plan = (typeof plans)[number];

export const planLabels: Record<Plan, string> = { free: 'Free', pro: 'Pro', business: 'Business' };

/** The plans a member can buy. */
export const paidPlans = ['pro', 'business'] as const;
export type PaidPlan = (typeof paidPlans)[number];

/** Monthly price in US cents (docs/product.md#plans). */
export const planMonthlyPriceCents: Record<Plan, number> = { free: 0, pro: 2900, business: 9900 };

/** The Pro and Business features a free member is sent to /pricing for, as the hint names them. */
export const premiumFeatures = ['agreement_templates', 'startup_toolkit'] as const;
export type PremiumFeature = (typeof premiumFeatures)[number];

/** What the server answers a free member who asks for a Pro or Business feature. */
export const premiumRequiredMessage =
  'This is part of the Pro and Business plans. Upgrade on the pricing page to use it.';

/** Where Enterprise ('Contact Sales') enquiries go. */
export const SALES_EMAIL = 'sales@cofound.dev';

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

/**
 * Whether a member may use Pro and Business features (premium templates and tools): an active
 * paid plan, or an admin, who runs the community and checks what members get.
 */
export function hasPremiumAccess(member: { plan: Plan; role: 'user' | 'admin' }): boolean {
  return member.role === 'admin' || member.plan !== 'free';
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

/** One row of the plan comparison: what each plan gets, only limits that really exist. */
export type PlanComparisonRow = { label: string; values: Record<Plan, string | boolean> };

export const planComparison: readonly PlanComparisonRow[] = [
  {
    label: 'Connection requests per month',
    values: {
      free: String(FREE_CONNECTION_REQUESTS_PER_MONTH),
      pro: 'Unlimited',
      business: 'Unlimited',
    },
  },
  {
    label: 'Matching, discovery, messages and video calls',
    values: { free: true, pro: true, business: true },
  },
  { label: 'Projects and teams', values: { free: true, pro: true, business: true } },
  {
    label: 'Basic agreement template and tools',
    values: { free: true, pro: true, business: true },
  },
  { label: 'Premium agreement templates', values: { free: false, pro: true, business: true } },
  {
    label: 'Premium tools (vesting, projections, pitch deck, investors)',
    values: { free: false, pro: true, business: true },
  },
];

/** What the pricing page says about the feature a member was sent there for. */
export const premiumFeatureHints: Record<PremiumFeature, string> = {
  agreement_templates: 'Premium agreement templates come with the Pro and Business plans.',
  startup_toolkit: 'Premium toolkit tools come with the Pro and Business plans.',
};
