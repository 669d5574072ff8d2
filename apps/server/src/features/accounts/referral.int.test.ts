import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, referrals, users } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { postSignup } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();

describe('referrals', () => {
  it('records a pending referral for a valid code and completes it when the email is verified', async () => {
    const referrer = (await postSignup(ctx.app, { email: 'referrer@example.com' })).json();
    const [referrerProfile] = await ctx.database.db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, referrer.user.id));
    const code = referrerProfile?.code ?? '';

    const response = await postSignup(ctx.app, {
      email: 'referred@example.com',
      referralCode: code.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const referred = response.json();
    expect(referred.referral).toBe('applied');
    const [pending] = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, referred.user.id));
    expect(pending).toMatchObject({
      referrerId: referrer.user.id,
      status: 'pending',
      completedAt: null,
    });
    const [profile] = await ctx.database.db
      .select({ referredBy: profiles.referredBy })
      .from(profiles)
      .where(eq(profiles.userId, referred.user.id));
    expect(profile?.referredBy).toBe(referrer.user.id);

    const mail = (await readOutboxMails(outboxDirectory(ctx.dataDir))).find(
      (candidate) => candidate.to === 'referred@example.com',
    );
    const link = new URL(mail?.links[0] ?? '');
    const verify = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/verify-email');

    const [done] = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, referred.user.id));
    expect(done?.status).toBe('successful');
    expect(done?.completedAt).toBeInstanceOf(Date);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, referred.user.id));
    expect(user?.emailVerified).toBe(true);
  });

  it('ignores an unknown code and still creates the account', async () => {
    const response = await postSignup(ctx.app, {
      email: 'unknown-ref@example.com',
      referralCode: 'NOPE2345',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.referral).toBe('unknown');
    const rows = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, body.user.id));
    expect(rows).toHaveLength(0);
  });

  it('sends a broken verification link back to /verify-email with an error', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=garbage&callbackURL=%2Fverify-email',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });
});
