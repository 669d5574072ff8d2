import type { PaidPlan } from '@cofound/shared/billing/plan';

/** A subscription as far as premium goes: how long it was paid for, and whether it ended. */
export type SubscriptionTerm = {
  plan: PaidPlan;
  status: string;
  paidThrough: Date | null;
  endedAt: Date | null;
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
 * The profile's premium fields from all of a member's subscriptions: premium lasts until the
 * latest paid end, on that subscription's plan. A failed renewal pays nothing, so premium ends
 * when the last paid period does (docs/product.md#checkout).
 */
export function premiumStateOf(terms: readonly SubscriptionTerm[]): PremiumState {
  let best: { until: Date; plan: PaidPlan } | null = null;
  for (const term of terms) {
    const until = paidUntil(term);
    if (until && (!best || until > best.until)) best = { until, plan: term.plan };
  }
  return best
    ? { isPremium: true, premiumUntil: best.until, planId: best.plan }
    : { isPremium: false, premiumUntil: null, planId: null };
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
