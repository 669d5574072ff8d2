import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, profiles, referrals, users } from '../../db/schema';
import { generateReferralCode as defaultReferralCode } from './referral-code';

/** Attempts at drawing a referral code that nobody has yet (32^8 codes: one almost always does). */
const REFERRAL_CODE_ATTEMPTS = 5;

export type NewMember = {
  email: string;
  name: string;
  passwordHash: string;
  founderRole: string;
  industry: string;
  experience: number;
  workStyle: string[];
  personalityTraits: string[];
  /** Upper-cased referral code from the invite link, or null. */
  referralCode: string | null;
};

export type CreatedMember =
  | { kind: 'email-taken' }
  | {
      kind: 'created';
      user: { id: string; email: string; name: string };
      profileId: string;
      referral: 'applied' | 'unknown' | 'none';
    };

type ProfileValues = Omit<typeof profiles.$inferInsert, 'referralCode'>;
/** The database or a transaction of it. */
type Executor = Pick<Db, 'insert' | 'select'>;

export type AccountsRepositoryOptions = { generateReferralCode?: () => string };

export function createAccountsRepository(db: Db, options: AccountsRepositoryOptions = {}) {
  const nextCode = options.generateReferralCode ?? defaultReferralCode;

  /** Inserts a profile with a fresh referral code; null when the user already has one. */
  async function insertProfile(executor: Executor, values: ProfileValues): Promise<string | null> {
    for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
      const [row] = await executor
        .insert(profiles)
        .values({ ...values, referralCode: nextCode() })
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      if (row) return row.id;
      const [existing] = await executor
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
        .select({ id: profiles.id, role: profiles.role, status: profiles.status })
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

    /** User, credential account, profile and referral in one transaction: all or nothing. */
    async createMember(member: NewMember): Promise<CreatedMember> {
      return db.transaction(async (tx) => {
        const email = member.email.toLowerCase();
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email))
          .limit(1);
        if (taken) return { kind: 'email-taken' } as const;

        const userId = crypto.randomUUID();
        const [user] = await tx
          .insert(users)
          .values({ id: userId, email, name: member.name, emailVerified: false })
          .returning({ id: users.id, email: users.email, name: users.name });
        await tx.insert(accounts).values({
          id: crypto.randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: member.passwordHash,
        });
        const [referrer] = member.referralCode
          ? await tx
              .select({ userId: profiles.userId })
              .from(profiles)
              .where(eq(profiles.referralCode, member.referralCode))
              .limit(1)
          : [];
        const profileId = await insertProfile(tx, {
          userId,
          name: member.name,
          email,
          founderRole: member.founderRole,
          industry: member.industry,
          experience: member.experience,
          workStyle: member.workStyle,
          personalityTraits: member.personalityTraits,
          referredBy: referrer?.userId ?? null,
        });
        if (!profileId || !user) throw new Error('Profile of a new user already exists');
        if (referrer) {
          await tx
            .insert(referrals)
            .values({ referrerId: referrer.userId, referredId: userId, status: 'pending' });
        }
        const referral = referrer ? 'applied' : member.referralCode ? 'unknown' : 'none';
        return { kind: 'created', user, profileId, referral } as const;
      });
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
      await insertProfile(db, { userId, name, email: user.email.toLowerCase() });
    },

    /** The referred user verified the email: their pending referral counts now. */
    async completeReferral(referredId: string): Promise<void> {
      await db
        .update(referrals)
        .set({ status: 'successful', completedAt: new Date() })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
