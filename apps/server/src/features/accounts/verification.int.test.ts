import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createAccountsRepository } from './accounts.repository';
import { RESEND_VERIFICATION_PER_10_MINUTES } from './accounts.routes';

const headers = { origin: TEST_APP_URL };
const ctx = useTestApp();

function resend(cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/verification-email',
    headers: cookie ? { ...headers, cookie } : headers,
    payload: {},
  });
}

async function mailsTo(email: string) {
  return (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter((mail) => mail.to === email);
}

describe('POST /api/accounts/verification-email', () => {
  it('refuses anonymous callers', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it(`mails a fresh link, ${RESEND_VERIFICATION_PER_10_MINUTES} times per 10 minutes per member`, async () => {
    const ada = await signUpMember(ctx.app, { email: 'ada@example.com' });
    const bob = await signUpMember(ctx.app, { email: 'bob@example.com' });
    expect(await mailsTo('ada@example.com')).toHaveLength(1); // the signup mail

    for (let i = 0; i < RESEND_VERIFICATION_PER_10_MINUTES; i += 1) {
      const response = await resend(ada.cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const limited = await resend(ada.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await mailsTo('ada@example.com')).toHaveLength(1 + RESEND_VERIFICATION_PER_10_MINUTES);

    // The limit is Ada's, not the address's: Bob, on the same address, can still ask.
    expect((await resend(bob.cookie)).statusCode).toBe(204);
    const [latest] = (await mailsTo('bob@example.com')).slice(-1);
    expect(latest?.subject).toBe('Verify your email for Cofound');
    expect(latest?.links[0]).toContain('callbackURL=%2Fverify-email');
  });

  it('sends nothing to a member whose email is already verified', async () => {
    const member = await signUpMember(ctx.app, { email: 'verified@example.com' });
    await ctx.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, member.userId));
    expect((await resend(member.cookie)).statusCode).toBe(204);
    expect(await mailsTo('verified@example.com')).toHaveLength(1);
  });
});

describe('every member has a profile', () => {
  it('creates one for a user better-auth creates itself (social sign-in)', async () => {
    const context = await ctx.app.auth.$context;
    const user = await context.internalAdapter.createUser(
      { email: 'social@example.com', name: 'Grace Hopper', emailVerified: true },
      { method: 'oauth', oauth: { providerId: 'github' } },
    );
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ name: 'Grace Hopper', email: 'social@example.com' });
    expect(profile?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('creates a missing profile when the session is read, once, even under concurrency', async () => {
    const member = await signUpMember(ctx.app, { email: 'lost@example.com', name: 'Lost Profile' });
    await ctx.database.db.delete(profiles).where(eq(profiles.userId, member.userId));

    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: member.cookie } }),
      ),
    );
    const profileIds = responses.map((response) => response.json().user?.profileId);
    const rows = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lost Profile', email: 'lost@example.com' });
    expect(profileIds).toEqual([rows[0]?.id, rows[0]?.id, rows[0]?.id]);
  });

  it('ensureProfile is idempotent and ignores unknown users', async () => {
    const repository = createAccountsRepository(ctx.database.db);
    const member = await signUpMember(ctx.app, { email: 'twice@example.com' });
    await repository.ensureProfile(member.userId);
    await repository.ensureProfile(member.userId);
    await repository.ensureProfile('no-such-user');
    const rows = await ctx.database.db
      .select({ founderRole: profiles.founderRole })
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(rows).toEqual([{ founderRole: 'CTO/Technical Lead' }]);
  });
});
