import { z } from 'zod';

// The referral card's words (docs/product.md#referral), word for word.
export const referralsMessages = {
  loadFailed: 'Failed to load referral stats',
  copyFailed: 'Failed to copy link to clipboard',
  shareFailed: 'Failed to share referral link',
} as const;

/** GET /api/referrals/stats: the member's own code, link and counts. */
export const referralStatsSchema = z.object({
  code: z.string(),
  /** '/signup?ref={code}': the web puts its origin in front. */
  linkPath: z.string(),
  /** Everyone who signed up with the member's code. */
  totalReferrals: z.number().int().min(0),
  /** Of those, who verified their email. */
  successfulReferrals: z.number().int().min(0),
  /** Free months earned: one per 3 successful referrals. */
  rewardsEarned: z.number().int().min(0),
  /** Successful referrals still needed for the next free month (1 to 3). */
  referralsToNextReward: z.number().int().min(1),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
