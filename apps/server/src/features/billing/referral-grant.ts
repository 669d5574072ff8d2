// A free month earned by referrals (docs/product.md#referral): premium given, not paid for, kept
// beside the subscriptions so that the next billing event recomputes it instead of taking it back.
import type { DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { billingQueries } from './billing.repository';
import type { ReferralGrant } from './premium-grants.repository';
import { grantedMonthAfter, premiumStateOf } from './premium-state';

/** What premium a member has now, from their subscriptions and grants. */
async function premiumNow(queries: ReturnType<typeof billingQueries>, userId: string) {
  const [terms, grants] = await Promise.all([queries.termsOf(userId), queries.grantsOf(userId)]);
  return premiumStateOf(terms, grants);
}

/**
 * Grants referral month number `sequence` inside the caller's transaction, under the member's
 * billing lock: one month from the later of `now` and the end of the premium they have, on their
 * current plan (Pro when they have none), recorded as a $0 transaction. A number granted before
 * changes nothing (null).
 */
export async function grantReferralMonth(
  tx: DbOrTx,
  userId: string,
  sequence: number,
  now: Date = new Date(),
): Promise<ReferralGrant | null> {
  const queries = billingQueries(tx);
  await lockForTransaction(tx, 'billing', userId);
  const month = grantedMonthAfter(await premiumNow(queries, userId), now);
  const grant: ReferralGrant = { userId, sequence, ...month };
  if (!(await queries.insertReferralGrant(grant))) return null;
  await queries.recordReferralReward(grant, now);
  await queries.setPremium(userId, await premiumNow(queries, userId));
  return grant;
}

/** How many referral months a member was granted (inside the caller's transaction). */
export function referralGrantCount(tx: DbOrTx, userId: string): Promise<number> {
  return billingQueries(tx).referralGrantCount(userId);
}
