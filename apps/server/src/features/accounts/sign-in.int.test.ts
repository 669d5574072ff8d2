import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import type { DatabaseHandle } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { createTestDatabase } from '../../test/test-database';
import { buildTestApp, cookieFrom, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { createSignInFailuresRepository } from './sign-in-failures.repository';
import { SIGN_IN_FAILURE_LIMIT } from './sign-in-guard';

const headers = { origin: TEST_APP_URL };
const PASSWORD = 'correct-horse-42';
let database: DatabaseHandle;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-sign-in-'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function signIn(email: string, password: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: cookie ? { ...headers, cookie } : headers,
    payload: { email, password },
  });
}

async function sessionUser(cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return response.json().user;
}

describe('POST /api/auth/sign-in/email', () => {
  it('answers 401 with better-auth error JSON for a wrong password and counts the failure', async () => {
    await signUpMember(app, { email: 'wrong@example.com' });
    const response = await signIn('Wrong@Example.com', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    const failures = await database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, 'wrong@example.com'));
    expect(failures).toHaveLength(1);
  });

  it('signs in case-insensitively and sets session and device cookies', async () => {
    const { userId } = await signUpMember(app, { email: 'case@example.com' });
    const response = await signIn('  CASE@Example.COM ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(
      /cofound_device=[^;]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    expect((await sessionUser(cookieFrom(response.headers['set-cookie'])))?.id).toBe(userId);
  });

  it(`refuses strangers after ${SIGN_IN_FAILURE_LIMIT} failures an hour, but not the owner's browser`, async () => {
    const email = 'target@example.com';
    const owner = await signUpMember(app, { email });
    const other = await signUpMember(app, { email: 'other@example.com' });
    await createSignInFailuresRepository(database.db).recordMany(email, SIGN_IN_FAILURE_LIMIT - 1);

    // 99 failures: still open, even to a stranger with the right password.
    const fresh = await signIn(email, PASSWORD);
    expect(fresh.statusCode).toBe(200);
    await signIn(email, 'attacker-guess'); // the 100th failure

    const stranger = await signIn(email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: accountMessages.tooManySignInAttempts },
    });
    // The device cookie of another account does not help either.
    expect((await signIn(email, PASSWORD, other.cookie)).statusCode).toBe(429);
    // Upper case does not get around it.
    expect((await signIn(email.toUpperCase(), PASSWORD)).statusCode).toBe(429);

    // The browser the owner signed up (and so signed in) with still gets in.
    const ownerBrowser = await signIn(email, PASSWORD, owner.cookie);
    expect(ownerBrowser.statusCode).toBe(200);
    expect(ownerBrowser.json().user.id).toBe(owner.userId);
  });

  it('lets a member reset the password, revoking other sessions and clearing failures', async () => {
    const email = 'reset@example.com';
    const member = await signUpMember(app, { email });
    await createSignInFailuresRepository(database.db).recordMany(email, SIGN_IN_FAILURE_LIMIT);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);

    for (const address of [email, 'nobody@example.com']) {
      const request = await app.inject({
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
    const mail = (await readOutboxMails(outboxDirectory(dataDir))).find(
      (candidate) => candidate.to === email && candidate.subject === 'Reset your Cofound password',
    );
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');

    const landing = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const token = link.pathname.split('/').pop() ?? '';
    expect(landing.headers.location).toBe(`${TEST_APP_URL}/reset-password?token=${token}`);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers,
      payload: { newPassword: 'brand-new-secret', token },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });
    expect(await sessionUser(member.cookie)).toBeNull();
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers,
      payload: { newPassword: 'another-secret-1', token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it('keeps better-auth sign-up closed: POST /api/accounts/signup is the one way in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { email: 'side-door@example.com', password: PASSWORD, name: 'Side Door' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_PASSWORD_SIGN_UP_DISABLED');
  });
});
