// Referral rewards (docs/product.md#referral): one free Premium month per 3 successful referrals
// (friends who sign up with the member's link and verify their email).
import { pluralForm } from '../text/plural';

export const REFERRALS_PER_REWARD = 3;

/** The signup link a member shares, as a path: the web adds its own origin. */
export function referralLinkPath(code: string): string {
  return `/signup?ref=${encodeURIComponent(code)}`;
}

/** Free months a number of successful referrals has earned. */
export function rewardsEarnedFor(successfulReferrals: number): number {
  return Math.floor(Math.max(0, successfulReferrals) / REFERRALS_PER_REWARD);
}

/** How many more successful referrals until the next free month (1 to 3). */
export function referralsToNextReward(successfulReferrals: number): number {
  return REFERRALS_PER_REWARD - (Math.max(0, successfulReferrals) % REFERRALS_PER_REWARD);
}

/** The progress line under a member's referral stats. */
export function nextRewardLine(successfulReferrals: number): string {
  const more = referralsToNextReward(successfulReferrals);
  const referrals = pluralForm(more, { one: 'referral', other: 'referrals' });
  return `${more} more successful ${referrals} to your next free Pro month`;
}
