import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { accounts, profiles, referrals, users } from '../../db/schema';
import { rememberedPasswordHashing } from '../../test/remembered-password-hashing';
import { postSignup, signupRequest, signUpMember } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createAccountsRepository } from './accounts.repository';
import type { Auth } from './auth';
import { createSignupService } from './signup.service';

const ctx = useTestApp();

/** The rows signup writes for an address: none may be left when signup fails. */
async function rowsFor(email: string) {
  const db = ctx.database.db;
  const address = email.trim().toLowerCase();
  const userRows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address));
  const profileRows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, address));
  const [orphans] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(sql`not exists (select 1 from users u where u.id = ${accounts.userId})`);
  return { users: userRows.length, profiles: profileRows.length, orphanAccounts: orphans?.count };
}

/** The signup service of the app, with better-auth's sign-in replaced. */
function signupWithSignIn(signInEmail: () => Promise<Response>) {
  const auth = ctx.app.auth;
  const api = { ...auth.api, signInEmail } as unknown as Auth['api'];
  return createSignupService(
    { ...auth, api },
    createAccountsRepository(ctx.database.db),
    rememberedPasswordHashing,
  );
}

describe('signup with an address better-auth would refuse', () => {
  it.each(['a@b.c', 'x@0.0', '"a b"@example.com', 'user@bücher.de', 'ü@example.com'])(
    'answers 400 for %s and writes nothing',
    async (email) => {
      const response = await postSignup(ctx.app, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { email: [accountMessages.emailInvalid] },
      });
      expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0, orphanAccounts: 0 });
    },
  );

  it('signs up an ordinary address with a tag and subdomains', async () => {
    const response = await postSignup(ctx.app, { email: 'First.Last+tag@Sub.Example.co.uk' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBe('first.last+tag@sub.example.co.uk');
  });
});

describe('signup when signing in afterwards fails', () => {
  it('removes the member again when better-auth refuses the address, and says which field', async () => {
    const email = 'refused@example.com';
    const refusing = signupWithSignIn(async () =>
      Response.json({ code: 'INVALID_EMAIL', message: 'Invalid email' }, { status: 400 }),
    );
    await expect(
      refusing.signup(signupRequest({ email }), new Headers(), ctx.app.log),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: accountMessages.emailInvalid,
      fieldErrors: { email: [accountMessages.emailInvalid] },
    });
    expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0, orphanAccounts: 0 });

    expect((await postSignup(ctx.app, { email })).statusCode).toBe(201);
  });

  it('removes the member and the referral when the sign-in throws, and the address stays free', async () => {
    const referrer = await signUpMember(ctx.app, { email: 'referrer@example.com' });
    const [referrerProfile] = await ctx.database.db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, referrer.userId));
    const email = 'unlucky@example.com';
    const request = signupRequest({ email, referralCode: referrerProfile?.code });
    const broken = signupWithSignIn(async () => {
      throw new Error('the session store is down');
    });

    await expect(broken.signup(request, new Headers(), ctx.app.log)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: accountMessages.createAccountFailed,
    });
    expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0, orphanAccounts: 0 });
    const pending = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, referrer.userId));
    expect(pending).toHaveLength(0);

    const again = await postSignup(ctx.app, request);
    expect(again.statusCode).toBe(201);
    expect(again.json().referral).toBe('applied');
  });

  it('answers 500 over HTTP and leaves nothing when the session cannot be stored', async () => {
    const db = ctx.database.db;
    const email = 'no-session@example.com';
    await db.execute(sql`
      create function refuse_sessions() returns trigger language plpgsql
      as $$ begin raise exception 'sessions are refused'; end $$`);
    await db.execute(sql`
      create trigger refuse_sessions before insert on sessions
      for each row execute function refuse_sessions()`);
    try {
      const response = await postSignup(ctx.app, { email });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: accountMessages.createAccountFailed },
      });
      expect(await rowsFor(email)).toEqual({ users: 0, profiles: 0, orphanAccounts: 0 });
    } finally {
      await db.execute(sql`drop trigger refuse_sessions on sessions`);
      await db.execute(sql`drop function refuse_sessions()`);
    }

    expect((await postSignup(ctx.app, { email })).statusCode).toBe(201);
  });
});
