// The SQL of premium given rather than paid for (docs/product.md#referral): the grants the
// premium rule counts beside subscriptions, and the $0 transaction that shows each one.
import { and, eq, sql } from 'drizzle-orm';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { DbOrTx } from '../../db/client';
import { premiumGrants, premiumTransactions } from '../../db/schema';
import type { PremiumGrantTerm } from './premium-state';

/** A free month earned by referrals (docs/product.md#referral). */
export type ReferralGrant = {
  userId: string;
  sequence: number;
  plan: PaidPlan;
  startsAt: Date;
  endsAt: Date;
};

export function premiumGrantQueries(db: DbOrTx) {
  return {
    /** Every premium grant of a member, as the premium rule reads them. */
    async grantsOf(userId: string): Promise<PremiumGrantTerm[]> {
      return db
        .select({ plan: sql<PaidPlan>`${premiumGrants.plan}`, endsAt: premiumGrants.endsAt })
        .from(premiumGrants)
        .where(eq(premiumGrants.userId, userId));
    },

    async referralGrantCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(premiumGrants)
        .where(and(eq(premiumGrants.userId, userId), eq(premiumGrants.source, 'referral')));
      return row?.count ?? 0;
    },

    /** Records a referral month once per member and number; false when it was granted before. */
    async insertReferralGrant(grant: ReferralGrant): Promise<boolean> {
      const rows = await db
        .insert(premiumGrants)
        .values({ ...grant, source: 'referral' })
        .onConflictDoNothing()
        .returning({ id: premiumGrants.id });
      return rows.length === 1;
    },

    /** The $0 transaction that shows a referral month among the member's payments. */
    async recordReferralReward(grant: ReferralGrant, at: Date): Promise<void> {
      await db
        .insert(premiumTransactions)
        .values({
          userId: grant.userId,
          provider: 'cofound',
          invoiceId: `referral-reward:${grant.userId}:${grant.sequence}`,
          kind: 'referral_reward',
          plan: grant.plan,
          amountCents: 0,
          currency: 'usd',
          createdAt: at,
        })
        .onConflictDoNothing();
    },
  };
}
