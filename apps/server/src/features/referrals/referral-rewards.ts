// The reward unit of work (docs/product.md#referral): the months a referrer's successful
// referrals earned and were not granted yet, granted in one transaction.
import { rewardsEarnedFor } from '@cofound/shared/referrals/referral-rewards';
import { lockForTransaction } from '../../db/locks';
import { grantReferralMonth, referralGrantCount } from '../billing';
import type { ReferralsRepository } from './referrals.repository';

export type RewardOutcome = {
  successfulReferrals: number;
  grants: NonNullable<Awaited<ReturnType<typeof grantReferralMonth>>>[];
};

/**
 * Grants months granted+1 .. earned under the referrer's lock, so two jobs at once (or one run
 * again after a crash) grant each month once; the grant itself is unique per number as well.
 */
export function grantEarnedMonths(
  repository: ReferralsRepository,
  referrerId: string,
  now: Date = new Date(),
): Promise<RewardOutcome> {
  return repository.transaction(async (queries, tx) => {
    await lockForTransaction(tx, 'referrals', referrerId);
    const successfulReferrals = await queries.successfulCount(referrerId);
    const earned = rewardsEarnedFor(successfulReferrals);
    const granted = await referralGrantCount(tx, referrerId);
    const grants: RewardOutcome['grants'] = [];
    for (let sequence = granted + 1; sequence <= earned; sequence += 1) {
      const grant = await grantReferralMonth(tx, referrerId, sequence, now);
      if (grant) grants.push(grant);
    }
    return { successfulReferrals, grants };
  });
}
