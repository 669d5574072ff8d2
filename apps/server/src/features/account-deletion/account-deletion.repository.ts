// What account-deletion reads: the facts a deletion is checked against, through the features
// that own them. What the deletion changes is written by those features too (account-erasure.ts).
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles } from '../../db/schema';
import { hasPasswordAccount } from '../accounts';
import { ownedProjectsOf } from '../projects';

export type MemberFacts = { name: string; role: string; status: string };

export function createAccountDeletionRepository(database: Db) {
  return defineRepository(database, accountDeletionQueries);
}

function accountDeletionQueries(db: DbOrTx) {
  return {
    async memberFacts(userId: string): Promise<MemberFacts | null> {
      const [row] = await db
        .select({ name: profiles.name, role: profiles.role, status: profiles.status })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Whether the member signs in with a password (else only with providers). */
    hasPassword: (userId: string) => hasPasswordAccount(db, userId),

    /** The member's projects and whom each could be handed to. */
    ownedProjects: (userId: string) => ownedProjectsOf(db, userId),
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
