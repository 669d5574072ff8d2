// Founders who joined through a demo account's invite link. The demo member is one successful
// referral short of a free month; the Pro demo member has earned one (demo-referral-rewards.ts).
import type { Faker } from '@faker-js/faker';
import { dateBetween, daysBefore, later } from './seed-random';
import type { ReferralRow, SeedMember } from './seed-rows';

export type ReferralPlan = {
  successful: number;
  pending: number;
  /** The referred joined within this many days. */
  withinDays: number;
};

export const DEMO_REFERRALS = {
  member: { successful: 2, pending: 1, withinDays: 45 },
  // Recent enough to have joined after the Pro member's last payment.
  pro: { successful: 3, pending: 1, withinDays: 12 },
} as const satisfies Record<string, ReferralPlan>;

export function referralCount(plan: ReferralPlan): number {
  return plan.successful + plan.pending;
}

/**
 * Referrals of `referred` by `referrer`, the first `plan.successful` of them verified. The
 * referred founders are changed in place: joined recently, referred by `referrer`, unverified
 * while their referral is pending.
 */
export function referFounders(
  faker: Faker,
  referrer: SeedMember,
  referred: SeedMember[],
  plan: ReferralPlan,
  now: Date,
): ReferralRow[] {
  return referred.map((founder, index) => {
    const successful = index < plan.successful;
    const joinedAt = dateBetween(
      faker,
      later(referrer.user.createdAt, daysBefore(now, plan.withinDays)),
      daysBefore(now, 1),
    );
    Object.assign(founder.user, {
      createdAt: joinedAt,
      updatedAt: joinedAt,
      emailVerified: successful,
    });
    Object.assign(founder.profile, {
      createdAt: joinedAt,
      updatedAt: joinedAt,
      referredBy: referrer.user.id,
    });
    return {
      id: faker.string.uuid(),
      referrerId: referrer.user.id,
      referredId: founder.user.id,
      status: successful ? 'successful' : 'pending',
      createdAt: joinedAt,
      completedAt: successful
        ? new Date(joinedAt.getTime() + faker.number.int({ min: 5, max: 180 }) * 60_000)
        : null,
    };
  });
}
