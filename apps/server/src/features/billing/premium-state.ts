import type { PaidPlan } from '@cofound/shared/billing/plan';

/** A subscription as far as premium goes: how long it was paid for, and whether it ended. */
export type SubscriptionTerm = {
  plan: PaidPlan;
  status: string;
  paidThrough: Date | null;
  endedAt: Date | null;
};

/** Premium given rather than paid for (a referral reward): its plan, until its end. */
export type PremiumGrantTerm = {
  plan: PaidPlan;
  endsAt: Date;
};

/** What the profile's premium fields say (is_premium, premium_until, current_plan_id). */
export type PremiumState = {
  isPremium: boolean;
  premiumUntil: Date | null;
  planId: PaidPlan | null;
};

/**
 * Until when a subscription gives premium: the end of its last paid period, or, if it ended
 * sooner (cancelled at once, or a cancellation arrived before the payment), when it ended.
 */
export function paidUntil(term: SubscriptionTerm): Date | null {
  if (!term.paidThrough) return null;
  if (term.status === 'canceled' && term.endedAt && term.endedAt < term.paidThrough) {
    return term.endedAt;
  }
  return term.paidThrough;
}

/**
 * The profile's premium fields from all of a member's subscriptions and grants: premium lasts
 * until the latest paid or granted end, on that subscription's (or grant's) plan. A failed
 * renewal pays nothing, so premium ends when the last paid period does (docs/product.md#checkout);
 * a referral month counts as long as it runs (docs/product.md#referral).
 */
export function premiumStateOf(
  terms: readonly SubscriptionTerm[],
  grants: readonly PremiumGrantTerm[],
): PremiumState {
  let best: { until: Date; plan: PaidPlan } | null = null;
  const ends = [
    ...terms.map((term) => ({ until: paidUntil(term), plan: term.plan })),
    ...grants.map((grant) => ({ until: grant.endsAt, plan: grant.plan })),
  ];
  for (const { until, plan } of ends) {
    if (until && (!best || until > best.until)) best = { until, plan };
  }
  return best
    ? { isPremium: true, premiumUntil: best.until, planId: best.plan }
    : { isPremium: false, premiumUntil: null, planId: null };
}

/**
 * A granted month (docs/product.md#referral): from the later of `now` and the end of the premium
 * the member has, for one month, on their current plan (Pro when they have none).
 */
export function grantedMonthAfter(
  state: PremiumState,
  now: Date,
): PremiumGrantTerm & { startsAt: Date } {
  const running = state.premiumUntil !== null && state.premiumUntil > now;
  const startsAt = running && state.premiumUntil ? state.premiumUntil : now;
  const plan: PaidPlan = (running && state.planId) || 'pro';
  return { plan, startsAt, endsAt: addOneMonth(startsAt) };
}

/** The same day of the next month (the last day when it has fewer days), as billing cycles go. */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
