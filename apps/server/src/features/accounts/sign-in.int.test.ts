import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { signInFailures } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import {
  cookieFrom,
  signUpMember,
  TEST_APP_URL,
  postSignIn,
  sessionUserFor,
} from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSignInFailuresRepository } from './sign-in-failures.repository';
import { SIGN_IN_FAILURE_LIMIT } from './sign-in-guard';

const headers = { origin: TEST_APP_URL };
const PASSWORD = 'correct-horse-42';
const ctx = useTestApp();

function resetPassword(token: string, newPassword: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers,
    payload: { newPassword, token },
  });
}

describe('POST /api/auth/sign-in/email', () => {
  it('answers 401 with better-auth error JSON for a wrong password and counts the failure', async () => {
    await signUpMember(ctx.app, { email: 'wrong@example.com' });
    const response = await postSignIn(ctx.app, 'Wrong@Example.com', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    const failures = await ctx.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, 'wrong@example.com'));
    expect(failures).toHaveLength(1);
  });

  it('signs in case-insensitively and sets session and device cookies', async () => {
    const { userId } = await signUpMember(ctx.app, { email: 'case@example.com' });
    const response = await postSignIn(ctx.app, '  CASE@Example.COM ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(
      /cofound_device=[^;]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    expect((await sessionUserFor(ctx.app, cookieFrom(response.headers['set-cookie'])))?.id).toBe(
      userId,
    );
  });

  it(`refuses strangers after ${SIGN_IN_FAILURE_LIMIT} failures an hour, but not the owner's browser`, async () => {
    const email = 'target@example.com';
    const owner = await signUpMember(ctx.app, { email });
    const other = await signUpMember(ctx.app, { email: 'other@example.com' });
    await createSignInFailuresRepository(ctx.database.db).recordMany(
      email,
      SIGN_IN_FAILURE_LIMIT - 1,
    );

    // 99 failures: still open, even to a stranger with the right password.
    const fresh = await postSignIn(ctx.app, email, PASSWORD);
    expect(fresh.statusCode).toBe(200);
    await postSignIn(ctx.app, email, 'attacker-guess'); // the 100th failure

    const stranger = await postSignIn(ctx.app, email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: accountMessages.tooManySignInAttempts },
    });
    // The device cookie of another account does not help either.
    expect((await postSignIn(ctx.app, email, PASSWORD, other.cookie)).statusCode).toBe(429);
    // Upper case does not get around it.
    expect((await postSignIn(ctx.app, email.toUpperCase(), PASSWORD)).statusCode).toBe(429);

    // The browser the owner signed up (and so signed in) with still gets in.
    const ownerBrowser = await postSignIn(ctx.app, email, PASSWORD, owner.cookie);
    expect(ownerBrowser.statusCode).toBe(200);
    expect(ownerBrowser.json().user.id).toBe(owner.userId);
  });

  it('lets a member reset the password, revoking other sessions and clearing failures', async () => {
    const email = 'reset@example.com';
    const member = await signUpMember(ctx.app, { email });
    await createSignInFailuresRepository(ctx.database.db).recordMany(email, SIGN_IN_FAILURE_LIMIT);
    expect((await postSignIn(ctx.app, email, PASSWORD)).statusCode).toBe(429);

    for (const address of [email, 'nobody@example.com']) {
      const request = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers,
        payload: { email: address, redirectTo: '/reset-password' },
      });
      expect(request.statusCode).toBe(200);
      expect(request.json()).toEqual({
        status: true,
        message: 'If this email exists in our system, check your email for the reset link',
      });
    }
    const mail = (await readOutboxMails(outboxDirectory(ctx.dataDir))).find(
      (candidate) => candidate.to === email && candidate.subject === 'Reset your Cofound password',
    );
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');

    const landing = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const token = link.pathname.split('/').pop() ?? '';
    expect(landing.headers.location).toBe(`${TEST_APP_URL}/reset-password?token=${token}`);

    const reset = await resetPassword(token, 'brand-new-secret');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });
    expect(await sessionUserFor(ctx.app, member.cookie)).toBeNull();
    expect((await postSignIn(ctx.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await postSignIn(ctx.app, email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await resetPassword(token, 'another-secret-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it('keeps better-auth sign-up closed: POST /api/accounts/signup is the one way in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { email: 'side-door@example.com', password: PASSWORD, name: 'Side Door' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
