// The SQL of members made by an admin's import: accounts without a password, their profiles and
// the links that let them choose one (invited-members.ts).
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, users, verifications } from '../../db/schema';

/** Rows per statement: well below PostgreSQL's limit of bind parameters. */
const BATCH = 1000;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += BATCH) out.push(items.slice(at, at + BATCH));
  return out;
}

export type MemberByEmail = {
  userId: string;
  email: string;
  name: string;
  role: string;
  status: string;
};

export function invitedMembersQueries(db: DbOrTx) {
  return {
    /** Members with these addresses (stored lower-cased, as every sign-up stores them). */
    async findByEmails(emails: readonly string[]): Promise<MemberByEmail[]> {
      const found: MemberByEmail[] = [];
      for (const batch of batches(emails)) {
        const rows = await db
          .select({
            userId: users.id,
            email: users.email,
            name: profiles.name,
            role: profiles.role,
            status: profiles.status,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(inArray(users.email, batch));
        found.push(...rows);
      }
      return found;
    },

    async insertUsers(rows: { id: string; email: string; name: string }[]): Promise<void> {
      for (const batch of batches(rows)) {
        await db.insert(users).values(batch.map((row) => ({ ...row, emailVerified: false })));
      }
    },

    /** Inserts the profiles; answers the user ids left out because their referral code was taken. */
    async insertProfiles(
      rows: { userId: string; name: string; email: string; referralCode: string }[],
    ): Promise<string[]> {
      const missing: string[] = [];
      for (const batch of batches(rows)) {
        const inserted = await db
          .insert(profiles)
          .values(batch)
          .onConflictDoNothing()
          .returning({ userId: profiles.userId });
        const done = new Set(inserted.map((row) => row.userId));
        missing.push(...batch.filter((row) => !done.has(row.userId)).map((row) => row.userId));
      }
      return missing;
    },

    async insertVerifications(
      rows: { id: string; identifier: string; value: string; expiresAt: Date }[],
    ): Promise<void> {
      for (const batch of batches(rows)) await db.insert(verifications).values(batch);
    },
  };
}
