import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Sliding expiry: a session used after a day gets its expiry pushed out again. */
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24;

export function createAuth(env: Env, db: Db) {
  const origin = new URL(env.appUrl);
  const loopbackTwin =
    origin.hostname === 'localhost' ? `${origin.protocol}//127.0.0.1:${origin.port}` : undefined;
  return betterAuth({
    appName: 'Cofound',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: loopbackTwin ? [env.appUrl, loopbackTwin] : [env.appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, autoSignIn: true },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_RENEW_AFTER_SECONDS },
    advanced: {
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      useSecureCookies: origin.protocol === 'https:',
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
