import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { accounts, profiles, referrals, users } from '../../db/schema';
import { generateReferralCode as defaultReferralCode } from './referral-code';

/** Attempts at drawing a referral code that nobody has yet (32^8 codes: one almost always does). */
const REFERRAL_CODE_ATTEMPTS = 5;

export type ProfileValues = Omit<typeof profiles.$inferInsert, 'referralCode'>;

/** What route access needs of a member's profile: who they are, may they act, their plan. */
export const profileAccessColumns = {
  id: profiles.id,
  role: profiles.role,
  status: profiles.status,
  isPremium: profiles.isPremium,
  premiumUntil: profiles.premiumUntil,
  currentPlanId: profiles.currentPlanId,
};

export type AccountsRepositoryOptions = { generateReferralCode?: () => string };

export function createAccountsRepository(database: Db, options: AccountsRepositoryOptions = {}) {
  const nextCode = options.generateReferralCode ?? defaultReferralCode;
  return defineRepository(database, (executor) => accountsQueries(executor, nextCode));
}

function accountsQueries(db: DbOrTx, nextCode: () => string) {
  /** Inserts a profile with a fresh referral code; null when the user already has one. */
  async function insertProfile(values: ProfileValues): Promise<string | null> {
    for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
      const [row] = await db
        .insert(profiles)
        .values({ ...values, referralCode: nextCode() })
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      if (row) return row.id;
      const [existing] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, values.userId));
      if (existing) return null;
    }
    throw new Error('No free referral code found');
  }

  return {
    async findProfileAccessByUserId(userId: string) {
      const [row] = await db
        .select(profileAccessColumns)
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async findUserIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row?.id ?? null;
    },

    async insertUser(user: { id: string; email: string; name: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...user, emailVerified: false })
        .returning({ id: users.id, email: users.email, name: users.name });
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertCredential(userId: string, passwordHash: string): Promise<void> {
      await db.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
    },

    /** The member whose referral code this is; null for an unknown code. */
    async findReferrer(referralCode: string): Promise<{ userId: string } | null> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.referralCode, referralCode))
        .limit(1);
      return row ?? null;
    },

    insertProfile,

    async insertPendingReferral(referrerId: string, referredId: string): Promise<void> {
      await db.insert(referrals).values({ referrerId, referredId, status: 'pending' });
    },

    /**
     * Undoes createMember: the user row, and with it (foreign keys cascade) the credential
     * account, profile, referral and any session, so the address is free again.
     */
    async deleteMember(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /**
     * Creates a minimal profile (name and email from the user) when the user has none.
     * Idempotent and safe under concurrency: a racing insert simply finds the row there.
     */
    async ensureProfile(userId: string): Promise<void> {
      const [user] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return;
      const name = user.name.trim() || user.email.split('@')[0] || 'Member';
      await insertProfile({ userId, name, email: user.email.toLowerCase() });
    },

    /**
     * The referred user verified the email: their pending referral counts now. Answers the
     * referrer when this made it count (null when there was none, or it counted already).
     */
    async completeReferral(referredId: string): Promise<string | null> {
      const [row] = await db
        .update(referrals)
        .set({ status: 'successful', completedAt: new Date() })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
        .returning({ referrerId: referrals.referrerId });
      return row?.referrerId ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
export type AccountsQueries = ReturnType<typeof accountsQueries>;
