import { enqueueJobIn } from '../../jobs';
import type { AccountsRepository } from './accounts.repository';

/**
 * The job that rewards a referrer (docs/product.md#referral). Accounts only enqueues it; the
 * referrals feature, above billing, handles it.
 */
export const REFERRAL_REWARD_JOB = 'referrals.reward';

export type ReferralRewardPayload = { referrerId: string };

/**
 * The referred member verified their email: the referral counts, and the referrer's reward is
 * looked at, in one transaction, so a counted referral never misses its look.
 */
export function completeReferral(repository: AccountsRepository, referredId: string) {
  return repository.transaction(async (queries, tx) => {
    const referrerId = await queries.completeReferral(referredId);
    if (!referrerId) return;
    const payload: ReferralRewardPayload = { referrerId };
    await enqueueJobIn(tx, { kind: REFERRAL_REWARD_JOB, payload });
  });
}
