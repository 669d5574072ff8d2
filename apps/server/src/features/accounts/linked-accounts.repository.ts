import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { accounts, profiles } from '../../db/schema';

/** A member's sign-in methods (the rows better-auth keeps in `accounts`) and the badges of them. */
export function createLinkedAccountsRepository(database: Db) {
  return defineRepository(database, linkedAccountsQueries);
}

/** Whether the member has an account row of this provider: their proof of that identity. */
function hasAccountOf(userId: string, providerId: string) {
  return sql<boolean>`exists (select 1 from accounts where accounts.user_id = ${userId} and accounts.provider_id = ${providerId})`;
}

export function linkedAccountsQueries(db: DbOrTx) {
  return {
    /** One row per way to sign in: 'credential' is the password, the others are providers. */
    async listAccounts(userId: string) {
      return db
        .select({ id: accounts.id, providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt));
    },

    /**
     * The only write of the verified badges (docs/product.md#verified-badges): each flag says
     * whether the member has an account row of that provider, recomputed from the rows rather
     * than flipped, so a repeated or late call cannot leave it wrong. Writes only on a change.
     */
    async syncVerifiedBadges(userId: string): Promise<void> {
      const github = hasAccountOf(userId, 'github');
      const linkedin = hasAccountOf(userId, 'linkedin');
      await db
        .update(profiles)
        .set({ githubVerified: github, linkedinVerified: linkedin })
        .where(
          and(
            eq(profiles.userId, userId),
            sql`(${profiles.githubVerified}, ${profiles.linkedinVerified}) is distinct from (${github}, ${linkedin})`,
          ),
        );
    },
  };
}

export type LinkedAccountsRepository = ReturnType<typeof createLinkedAccountsRepository>;
