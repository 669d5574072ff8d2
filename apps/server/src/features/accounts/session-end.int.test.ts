import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { profiles, sessions } from '../../db/schema';
import { postSignIn, sessionUserFor, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const headers = { origin: TEST_APP_URL };
const PASSWORD = 'correct-horse-42';
const ctx = useTestApp();

async function sessionCount(userId: string) {
  return (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('suspended and banned members', () => {
  it.each([
    ['suspended', accountMessages.accountSuspended, 'ACCOUNT_SUSPENDED'],
    ['banned', accountMessages.accountBanned, 'ACCOUNT_BANNED'],
  ])(
    'a %s member is refused with the message and gets no session',
    async (status, message, code) => {
      const email = `${status}@example.com`;
      const member = await signUpMember(ctx.app, { email });
      await ctx.database.db
        .update(profiles)
        .set({ status })
        .where(eq(profiles.userId, member.userId));
      const before = await sessionCount(member.userId);

      const response = await postSignIn(ctx.app, email, PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message, code });
      expect([response.headers['set-cookie']].flat().join('')).not.toContain('session_token');
      expect(await sessionCount(member.userId)).toBe(before);
      // The session they already had no longer counts.
      expect(await sessionUserFor(ctx.app, member.cookie)).toBeNull();
    },
  );
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie is signed out everywhere', async () => {
    const member = await signUpMember(ctx.app, { email: 'leaving@example.com' });
    expect((await sessionUserFor(ctx.app, member.cookie))?.id).toBe(member.userId);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...headers, cookie: member.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(await sessionCount(member.userId)).toBe(0);

    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/verification-email',
      headers: { ...headers, cookie: member.cookie },
      payload: {},
    });
    expect(resend.statusCode).toBe(401);
    expect(await sessionUserFor(ctx.app, member.cookie)).toBeNull();
  });
});
