import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE } from '../../config/auth-secret';
import { postSignIn, signUpMember } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DEVICE_COOKIE_NAME, signDeviceCookie } from './device-cookie';
import { createSignInFailuresRepository } from './sign-in-failures.repository';
import { SIGN_IN_FAILURE_LIMIT } from './sign-in-guard';

/** The constant earlier versions signed with when AUTH_SECRET was unset: public, so forgeable. */
const PUBLISHED_CONSTANT = 'cofound-development-secret-do-not-use-in-production';

describe('an app started without AUTH_SECRET', () => {
  const ctx = useTestApp({ AUTH_SECRET: '' });

  it('signs with a random secret kept in the data dir, not with anything in the source', () => {
    const secret = fs.readFileSync(path.join(ctx.dataDir, AUTH_SECRET_FILE), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a device cookie forged with the published constant, so a lockout holds', async () => {
    const email = 'forged@example.com';
    const { userId } = await signUpMember(ctx.app, { email });
    await createSignInFailuresRepository(ctx.database.db).recordMany(email, SIGN_IN_FAILURE_LIMIT);
    const forged = `${DEVICE_COOKIE_NAME}=${signDeviceCookie(PUBLISHED_CONSTANT, userId)}`;
    const response = await postSignIn(ctx.app, email, 'correct-horse-42', forged);
    expect(response.statusCode).toBe(429);
  });
});
