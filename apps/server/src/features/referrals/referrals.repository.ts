// All SQL of referrals (docs/product.md#referral): a member's code and the referrals recorded
// with it. The rows are written by accounts at signup and email verification.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, referrals, users } from '../../db/schema';

export function createReferralsRepository(database: Db) {
  return defineRepository(database, referralsQueries);
}

function referralsQueries(db: DbOrTx) {
  return {
    /** The member's code, everyone who signed up with it, and who of them verified. */
    async statsOf(userId: string) {
      const [row] = await db
        .select({
          code: profiles.referralCode,
          total: sql<number>`(select count(*)::int from ${referrals}
            where ${referrals.referrerId} = ${profiles.userId})`,
          successful: sql<number>`(select count(*)::int from ${referrals}
            where ${referrals.referrerId} = ${profiles.userId}
              and ${referrals.status} = 'successful')`,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },

    async successfulCount(referrerId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'successful')));
      return row?.count ?? 0;
    },

    /** Where a reward mail goes. */
    async recipientOf(userId: string): Promise<{ email: string; name: string } | null> {
      const [row] = await db
        .select({ email: users.email, name: profiles.name })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
