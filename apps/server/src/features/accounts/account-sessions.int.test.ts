import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages } from '@cofound/shared/accounts/sessions.schemas';
import { profiles, sessions } from '../../db/schema';
import { cookieFrom, fromApp, postSignIn, sessionUserFor, signUpMember } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct-horse-42';
const ctx = useTestApp();

async function signIn(email: string, password = PASSWORD, cookie?: string): Promise<string> {
  const response = await postSignIn(ctx.app, email, password, cookie);
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: fromApp(cookie), payload });

async function sessionIds(cookie: string): Promise<{ id: string; current: boolean }[]> {
  const response = await call(cookie, 'GET', '/api/accounts/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('signing in again', () => {
  it('ends the session the browser signed in with before', async () => {
    await signUpMember(ctx.app, { email: 'rotate@example.com' });
    const first = await signIn('rotate@example.com');
    const second = await signIn('rotate@example.com', PASSWORD, first);
    expect(await sessionUserFor(ctx.app, first)).toBeNull();
    expect((await sessionUserFor(ctx.app, second))?.email).toBe('rotate@example.com');
  });
});

describe('changing the password', () => {
  let laptop = '';
  let phone = '';

  beforeAll(async () => {
    await signUpMember(ctx.app, { email: 'change@example.com' });
    laptop = await signIn('change@example.com');
    phone = await signIn('change@example.com');
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const response = await call(laptop, 'POST', '/api/accounts/password', {
      currentPassword: 'not-the-password',
      newPassword: 'brand-new-horse-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { currentPassword: [sessionMessages.currentPasswordIncorrect] },
    });
    expect(await sessionUserFor(ctx.app, phone)).not.toBeNull();
  });

  it.each([
    ['shorter than 8', 'short-7'],
    ['longer than 128', 'x'.repeat(129)],
  ])('refuses a new password %s on its field', async (_, newPassword) => {
    const response = await call(laptop, 'POST', '/api/accounts/password', {
      currentPassword: PASSWORD,
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['newPassword']);
    expect(await sessionUserFor(ctx.app, phone)).not.toBeNull();
  });

  it('ends every other session, keeps this device signed in, and takes the new password', async () => {
    const response = await call(laptop, 'POST', '/api/accounts/password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-horse-7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOutThisDevice: false });
    expect(await sessionUserFor(ctx.app, phone)).toBeNull();
    expect((await call(phone, 'GET', '/api/accounts/sessions')).statusCode).toBe(401);
    const renewed = cookieFrom(response.headers['set-cookie']);
    expect((await sessionUserFor(ctx.app, renewed))?.email).toBe('change@example.com');
    expect((await postSignIn(ctx.app, 'change@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await postSignIn(ctx.app, 'change@example.com', 'brand-new-horse-7')).statusCode).toBe(
      200,
    );
  });

  it('signs this device out too when asked', async () => {
    const device = await signIn('change@example.com', 'brand-new-horse-7');
    const response = await call(device, 'POST', '/api/accounts/password', {
      currentPassword: 'brand-new-horse-7',
      newPassword: 'third-horse-of-the-day',
      signOutThisDevice: true,
    });
    expect(response.json()).toEqual({ signedOutThisDevice: true });
    expect(await sessionUserFor(ctx.app, device)).toBeNull();
    // Nothing of the member is left signed in anywhere; the new password opens one session.
    const member = await signIn('change@example.com', 'third-horse-of-the-day');
    expect(await sessionIds(member)).toHaveLength(1);
  });
});

describe('the sessions list', () => {
  let ada = { cookie: '', userId: '' };
  let adaPhone = '';
  let bob = { cookie: '', userId: '' };

  beforeAll(async () => {
    ada = await signUpMember(ctx.app, { email: 'ada-sessions@example.com' });
    adaPhone = await signIn('ada-sessions@example.com');
    bob = await signUpMember(ctx.app, { email: 'bob-sessions@example.com' });
  });

  it("lists the member's own sessions, marks this one, and never shows a token", async () => {
    const response = await call(ada.cookie, 'GET', '/api/accounts/sessions');
    const items = response.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.current)).toEqual([true, false]);
    expect(JSON.stringify(items)).not.toMatch(/token/i);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, ada.userId));
    for (const row of rows) expect(response.body).not.toContain(row.token);
  });

  it("cannot end another member's session: 404, and they stay signed in", async () => {
    const [bobsSession] = await sessionIds(bob.cookie);
    const response = await call(ada.cookie, 'DELETE', `/api/accounts/sessions/${bobsSession!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(sessionMessages.sessionNotFound);
    expect(await sessionUserFor(ctx.app, bob.cookie)).not.toBeNull();
  });

  it('ends one session, then all the others', async () => {
    const phoneSession = (await sessionIds(adaPhone)).find((item) => item.current)!;
    const ended = await call(ada.cookie, 'DELETE', `/api/accounts/sessions/${phoneSession.id}`);
    expect(ended.statusCode).toBe(204);
    expect(await sessionUserFor(ctx.app, adaPhone)).toBeNull();

    const tablet = await signIn('ada-sessions@example.com');
    const others = await call(ada.cookie, 'POST', '/api/accounts/sessions/end-others');
    expect(others.statusCode).toBe(204);
    expect(await sessionUserFor(ctx.app, tablet)).toBeNull();
    expect(await sessionIds(ada.cookie)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the idle timeout', () => {
  it('ends a session unused for longer than 7 days, and keeps one used within them', async () => {
    const { cookie, userId } = await signUpMember(ctx.app, { email: 'idle@example.com' });
    const day = 86_400_000;
    const age = (days: number) =>
      ctx.database.db
        .update(sessions)
        .set({ updatedAt: new Date(Date.now() - days * day) })
        .where(eq(sessions.userId, userId));

    await age(6);
    expect((await sessionUserFor(ctx.app, cookie))?.email).toBe('idle@example.com');
    await age(7 + 2 / 24);
    expect(await sessionUserFor(ctx.app, cookie)).toBeNull();
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId)),
    ).toEqual([]);
  });

  it('stamps a session in use at least hourly, so the idle time counts from its last use', async () => {
    const { cookie, userId } = await signUpMember(ctx.app, { email: 'busy@example.com' });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await ctx.database.db
      .update(sessions)
      .set({ updatedAt: twoHoursAgo, expiresAt: new Date(twoHoursAgo.getTime() + 30 * 86_400_000) })
      .where(eq(sessions.userId, userId));

    expect(await sessionUserFor(ctx.app, cookie)).not.toBeNull();
    const [row] = await ctx.database.db
      .select({ updatedAt: sessions.updatedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('reading a session', () => {
  /** The cookie with its session token's value changed by `change`. */
  const withToken = (cookie: string, change: (value: string) => string) =>
    cookie.replace(
      /(session_token=)([^;]+)/,
      (_, name: string, value: string) =>
        `${name}${encodeURIComponent(change(decodeURIComponent(value)))}`,
    );

  it('is signed out with a cookie whose signature does not match its token', async () => {
    const { cookie } = await signUpMember(ctx.app, { email: 'forged@example.com' });
    const other = await signUpMember(ctx.app, { email: 'victim@example.com' });
    expect((await sessionUserFor(ctx.app, cookie))?.email).toBe('forged@example.com');

    const token = (value: string) => value.slice(0, value.lastIndexOf('.'));
    const signature = (value: string) => value.slice(value.lastIndexOf('.') + 1);
    let victimToken = '';
    withToken(other.cookie, (value) => (victimToken = token(value)));
    // Another member's token under this cookie's signature, and this token with a flipped one.
    expect(
      await sessionUserFor(
        ctx.app,
        withToken(cookie, (value) => `${victimToken}.${signature(value)}`),
      ),
    ).toBeNull();
    expect(
      await sessionUserFor(
        ctx.app,
        withToken(
          cookie,
          (value) =>
            `${token(value)}.${signature(value).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
        ),
      ),
    ).toBeNull();
  });

  it('ends an expired session, and answers a suspended member as signed out', async () => {
    const expired = await signUpMember(ctx.app, { email: 'expired@example.com' });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.userId));
    expect(await sessionUserFor(ctx.app, expired.cookie)).toBeNull();
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, expired.userId)),
    ).toEqual([]);

    const suspended = await signUpMember(ctx.app, { email: 'suspended@example.com' });
    await ctx.database.db
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.userId, suspended.userId));
    expect(await sessionUserFor(ctx.app, suspended.cookie)).toBeNull();
  });

  it('gives a member whose profile row is missing a new one', async () => {
    const { cookie, userId } = await signUpMember(ctx.app, { email: 'noprofile@example.com' });
    await ctx.database.db.delete(profiles).where(eq(profiles.userId, userId));
    const user = await sessionUserFor(ctx.app, cookie);
    expect(user?.email).toBe('noprofile@example.com');
    expect(user?.profileId).toEqual(expect.any(String));
  });
});
