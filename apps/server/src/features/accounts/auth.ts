import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../mail';
import type { AccountsRepository } from './accounts.repository';
import type { LinkedAccountsRepository } from './linked-accounts.repository';
import type { PasswordHashing } from './password-hashing';
import { resetPasswordMail, verificationMail } from './accounts.mails';
import { unservedAuthPaths } from './auth-endpoints';
import { completeReferral } from './referral-completion';
import { authLogger } from './auth-logger';
import { SESSION_ACTIVITY_RESOLUTION_SECONDS } from './session-idle';
import { endReplacedSession } from './session-rotation';
import type { SignInFailuresRepository } from './sign-in-failures.repository';
import { socialSignInOptions } from './social-providers';
import { verifiedBadgeHooks } from './verified-badges';

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/**
 * Sliding expiry: a session used an hour after its last renewal gets its expiry pushed out
 * again, which also stamps when it was last used, for the idle timeout (session-idle.ts).
 */
export const SESSION_RENEW_AFTER_SECONDS = SESSION_ACTIVITY_RESOLUTION_SECONDS;
/**
 * A session this young may add or remove a sign-in provider (better-auth's `freshAge`, the same
 * as its default): a linked provider is a way into the account, so an old stolen cookie must not
 * be able to add one (docs/decisions/0034-verified-badges.md).
 */
export const FRESH_SESSION_SECONDS = 60 * 60 * 24;
/** The web page a verification link lands on (better-auth appends ?error=... on failure). */
export const VERIFY_EMAIL_CALLBACK_PATH = '/verify-email';

export type AuthDependencies = {
  mailer: Mailer;
  repository: AccountsRepository;
  linkedAccounts: LinkedAccountsRepository;
  signInFailures: SignInFailuresRepository;
  /** Signs sessions and verification tokens (config/auth-secret.ts). */
  secret: string;
  log: FastifyBaseLogger;
  passwordHashing: PasswordHashing;
};

export function createAuth(env: Env, db: Db, deps: AuthDependencies) {
  const { mailer, repository, signInFailures } = deps;
  const origin = new URL(env.appUrl);
  const loopbackTwin =
    origin.hostname === 'localhost' ? `${origin.protocol}//127.0.0.1:${origin.port}` : undefined;
  const social = socialSignInOptions(env);
  return betterAuth({
    appName: 'Cofound',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    disabledPaths: unservedAuthPaths,
    secret: deps.secret,
    trustedOrigins: loopbackTwin ? [env.appUrl, loopbackTwin] : [env.appUrl],
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === 'silent', ...authLogger(deps.log) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    plugins: social.plugins,
    account: {
      accountLinking: {
        // A signed-in member may link a GitHub or LinkedIn identity whose address differs from
        // theirs (docs/product.md#verified-badges); the provider must still call it verified,
        // and the session must be fresh. Signing in never links by a different address.
        allowDifferentEmails: true,
      },
    },
    emailAndPassword: {
      enabled: true,
      // One way to sign up: POST /api/accounts/signup (account and profile in one transaction).
      disableSignUp: true,
      minPasswordLength: 8,
      password: deps.passwordHashing,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user, url));
      },
      // The old failures no longer say anything about who knows the password.
      onPasswordReset: async ({ user }) => {
        await signInFailures.clear(user.email.toLowerCase());
      },
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user, url));
      },
      afterEmailVerification: async (user) => {
        await completeReferral(repository, user.id);
      },
    },
    databaseHooks: {
      // The verified badges follow the GitHub and LinkedIn account rows (verified-badges.ts).
      account: verifiedBadgeHooks(deps.linkedAccounts),
      user: {
        create: {
          // Users made by better-auth itself (social sign-in) get their profile at once.
          after: async (user) => {
            await repository.ensureProfile(user.id);
          },
        },
      },
      session: {
        create: {
          // Suspended and banned members get no session at all.
          before: async (session) => {
            const access = await repository.findProfileAccessByUserId(session.userId);
            if (access?.status === 'suspended') {
              throw new APIError('FORBIDDEN', {
                message: accountMessages.accountSuspended,
                code: 'ACCOUNT_SUSPENDED',
              });
            }
            if (access?.status === 'banned') {
              throw new APIError('FORBIDDEN', {
                message: accountMessages.accountBanned,
                code: 'ACCOUNT_BANNED',
              });
            }
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_RENEW_AFTER_SECONDS,
      freshAge: FRESH_SESSION_SECONDS,
    },
    hooks: { after: endReplacedSession },
    advanced: {
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      useSecureCookies: origin.protocol === 'https:',
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
