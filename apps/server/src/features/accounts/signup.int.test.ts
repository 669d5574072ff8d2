import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { loadEnv } from '../../config/env';
import { accounts, profiles, users } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import {
  buildTestApp,
  cookieFrom,
  postSignup,
  signupRequest,
  TEST_APP_URL,
} from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createAccountsFeature } from './index';
import { createAccountsRepository } from './accounts.repository';
import { createMember } from './create-member';

const ctx = useTestApp();

async function rowsFor(email: string) {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const userCount = user ? 1 : 0;
  const accountRows = user
    ? await db.select().from(accounts).where(eq(accounts.userId, user.id))
    : [];
  const profileRows = await db.select().from(profiles).where(eq(profiles.email, email));
  return { user, userCount, accountRows, profileRows };
}

describe('POST /api/accounts/signup', () => {
  it('creates user, credential account and profile, signs in and mails a verification link', async () => {
    const response = await postSignup(ctx.app, {
      email: ' Ada@Example.COM ',
      name: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: false, role: 'user' },
      referral: 'none',
      verificationEmailSent: true,
    });

    const { user, accountRows, profileRows } = await rowsFor('ada@example.com');
    expect(user?.id).toBe(body.user.id);
    expect(accountRows).toHaveLength(1);
    expect(accountRows[0]).toMatchObject({ providerId: 'credential', accountId: user?.id });
    expect(accountRows[0]?.password).not.toContain('correct-horse-42');
    expect(profileRows[0]).toMatchObject({
      id: body.user.profileId,
      name: 'Ada Lovelace',
      founderRole: 'CTO/Technical Lead',
      industry: 'AI/ML',
      experience: 3,
      workStyle: ['Remote'],
      personalityTraits: ['Analytical'],
      role: 'user',
      status: 'active',
      referredBy: null,
    });
    expect(profileRows[0]?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const cookie = cookieFrom(response.headers['set-cookie']);
    expect(cookie).toContain('cofound_device=');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(session.json().user).toMatchObject({ id: body.user.id, email: 'ada@example.com' });

    const mails = await readOutboxMails(outboxDirectory(ctx.dataDir));
    const mail = mails.find((candidate) => candidate.to === 'ada@example.com');
    expect(mail?.subject).toBe('Verify your email for Cofound');
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fverify-email$/,
    );
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    expect((await postSignup(ctx.app, { email: 'dup@example.com' })).statusCode).toBe(201);
    for (const email of ['dup@example.com', 'DUP@Example.com']) {
      const response = await postSignup(ctx.app, { email, name: 'Someone Else' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'CONFLICT', message: accountMessages.emailAlreadyRegistered },
      });
    }
    const [row] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'dup@example.com'));
    expect(row?.count).toBe(1);
  });

  it('answers the product validation messages word for word', async () => {
    const response = await postSignup(ctx.app, {
      email: 'not-an-email',
      password: 'short',
      name: '  ',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({
      email: [accountMessages.emailInvalid],
      password: [accountMessages.passwordTooShort],
      name: [accountMessages.nameRequired],
    });
  });

  it('leaves nothing behind when the transaction fails mid-way', async () => {
    // Every referral code the generator draws is taken: the profile insert cannot succeed
    // after the user and the credential account have been written.
    const [taken] = await ctx.database.db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .limit(1);
    const env = loadEnv({ NODE_ENV: 'test', APP_URL: TEST_APP_URL, DATA_DIR: ctx.dataDir });
    const feature = createAccountsFeature(env, ctx.database.db, {
      logger: ctx.app.log,
      generateReferralCode: () => taken?.code ?? 'NEVER',
    });
    await expect(
      feature.signup.signup(
        signupRequest({ email: 'half@example.com' }),
        new Headers(),
        ctx.app.log,
      ),
    ).rejects.toMatchObject({ code: 'INTERNAL', message: accountMessages.createAccountFailed });
    const rows = await rowsFor('half@example.com');
    expect(rows.userCount).toBe(0);
    expect(rows.profileRows).toHaveLength(0);
    const orphans = await ctx.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .leftJoin(users, eq(users.id, accounts.userId))
      .where(isNull(users.id));
    expect(orphans).toHaveLength(0);
  });

  it('rolls back on a constraint violation in the profile insert', async () => {
    const repository = createAccountsRepository(ctx.database.db);
    await expect(
      createMember(repository, {
        email: 'broken@example.com',
        name: 'Broken',
        passwordHash: 'x',
        founderRole: 'CEO/Founder',
        industry: 'Finance',
        experience: -1, // violates profiles_experience_check
        workStyle: ['Remote'],
        personalityTraits: ['Creative'],
        referralCode: null,
      }),
    ).rejects.toThrow();
    const rows = await rowsFor('broken@example.com');
    expect(rows.userCount).toBe(0);
    expect(rows.profileRows).toHaveLength(0);
  });
});

describe('signup rate limit', () => {
  it('answers 429 past SIGNUP_RATE_PER_HOUR signups from one address', async () => {
    const limited = await buildTestApp(ctx.database, { SIGNUP_RATE_PER_HOUR: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postSignup(limited, { email: `limited${i}@example.com` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([201, 201, 429]);
    await limited.close();
  });
});
