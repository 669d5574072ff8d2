// The free months the demo referrals earned, recorded as billing grants them: a premium grant
// from the later of the moment it was earned and the end of the premium the member had, its $0
// transaction, and the profile's premium fields recomputed by billing's rule.
import type { Faker } from '@faker-js/faker';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { REFERRALS_PER_REWARD, rewardsEarnedFor } from '@cofound/shared/referrals/referral-rewards';
import type { BillingRules, DemoBilling } from './demo-billing';
import { later } from './seed-random';
import type { ReferralRow, SeedMember } from './seed-rows';

/**
 * Adds each referrer's earned months to `billing` and updates their premium fields. A month is
 * earned when its third successful referral completes. The premium it extends is the one the
 * planned subscriptions give, which holds while the referrals came after the last payment.
 */
export function addReferralRewards(
  faker: Faker,
  members: SeedMember[],
  referrals: ReferralRow[],
  billing: DemoBilling,
  rules: BillingRules,
): void {
  const completions = new Map<string, Date[]>();
  for (const referral of referrals) {
    if (referral.status !== 'successful' || !referral.completedAt) continue;
    completions.set(referral.referrerId, [
      ...(completions.get(referral.referrerId) ?? []),
      referral.completedAt,
    ]);
  }
  const byUser = new Map(members.map((member) => [member.user.id, member]));
  for (const [userId, completed] of completions) {
    const earned = rewardsEarnedFor(completed.length);
    if (earned === 0) continue;
    completed.sort((a, b) => a.getTime() - b.getTime());
    const terms = billing.subscriptions.filter((row) => row.userId === userId);
    const grants = billing.grants.filter((row) => row.userId === userId);
    for (let sequence = 1; sequence <= earned; sequence += 1) {
      const grantedAt = completed[sequence * REFERRALS_PER_REWARD - 1]!;
      const current = rules.premiumStateOf(terms, grants);
      const running = current.premiumUntil !== null && current.premiumUntil > grantedAt;
      const startsAt = running ? current.premiumUntil! : grantedAt;
      const plan: PaidPlan = (running && current.planId) || 'pro';
      const grant: DemoBilling['grants'][number] = {
        id: faker.string.uuid(),
        userId,
        source: 'referral',
        sequence,
        plan,
        startsAt,
        endsAt: rules.addOneMonth(startsAt),
        createdAt: grantedAt,
      };
      grants.push(grant);
      billing.grants.push(grant);
      billing.transactions.push({
        id: faker.string.uuid(),
        userId,
        provider: 'cofound',
        invoiceId: `referral-reward:${userId}:${sequence}`,
        kind: 'referral_reward',
        plan,
        amountCents: 0,
        currency: 'usd',
        createdAt: grantedAt,
      });
    }
    const member = byUser.get(userId)!;
    const state = rules.premiumStateOf(terms, grants);
    member.profile.isPremium = state.isPremium;
    member.profile.premiumUntil = state.premiumUntil;
    member.profile.currentPlanId = state.planId;
    const lastGranted = completed[earned * REFERRALS_PER_REWARD - 1]!;
    member.profile.updatedAt = later(member.profile.updatedAt ?? lastGranted, lastGranted);
  }
}
