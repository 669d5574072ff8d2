import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { authSecretFor } from '../../config/auth-secret';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { createMailer, type Mailer } from '../../mail';
import { createAccountSessionsRepository } from './account-sessions.repository';
import { registerAccountSessionsRoutes } from './account-sessions.routes';
import { createAccountSessionsService } from './account-sessions.service';
import { createAccountsRepository, type AccountsRepositoryOptions } from './accounts.repository';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService, type AccountsService } from './accounts.service';
import { createAuth, type Auth } from './auth';
import { registerAuthRoutes } from './auth-bridge.routes';
import { createLinkedAccountsRepository } from './linked-accounts.repository';
import { registerLinkedAccountsRoutes } from './linked-accounts.routes';
import { createLinkedAccountsService } from './linked-accounts.service';
import { createSignInFailuresRepository } from './sign-in-failures.repository';
import { createSignInGuard } from './sign-in-guard';
import { createPasswordChangeService } from './password-change.service';
import { createSessionIdleCheck } from './session-idle';
import { createSessionRead } from './session-read';
import { createSignupService } from './signup.service';
import { scryptPasswordHashing, type PasswordHashing } from './password-hashing';
import { configuredSocialProviders } from './social-providers';
import { registerSocialRoutes } from './social.routes';

export type { AccountsService, Auth };
export { endAllSessions } from './account-sessions.repository';
export { sessionMadeWithin } from './session-age';
export {
  hasPasswordAccount,
  lockAccount,
  retireAccount,
  retiredEmailOf,
} from './account-retirement.repository';
export { AUTH_BASE_PATH } from './auth-endpoints';
export {
  createInvitedMembers,
  findMembersByEmail,
  INVITATION_LINK_DAYS,
  setPasswordUrl,
  type InvitedMember,
  type MemberByEmail,
} from './invited-members';
export { scryptPasswordHashing, type PasswordHashing } from './password-hashing';
export { REFERRAL_REWARD_JOB, type ReferralRewardPayload } from './referral-completion';

export type AccountsFeatureOptions = AccountsRepositoryOptions & {
  logger: FastifyBaseLogger;
  /** Defaults to SMTP when SMTP_URL is set, otherwise the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Defaults to scrypt (password-hashing.ts). */
  passwordHashing?: PasswordHashing;
};

/**
 * Authentication: better-auth, signup, and the service every other part uses to read sessions.
 * Routes are registered separately, after route access is in place.
 */
export function createAccountsFeature(env: Env, db: Db, options: AccountsFeatureOptions) {
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.dataDir,
      logger: options.logger,
    });
  const repository = createAccountsRepository(db, options);
  const signInFailures = createSignInFailuresRepository(db);
  const linkedAccounts = createLinkedAccountsRepository(db);
  const secret = authSecretFor(env);
  const passwordHashing = options.passwordHashing ?? scryptPasswordHashing;
  const auth = createAuth(env, db, {
    mailer,
    passwordHashing,
    repository,
    linkedAccounts,
    signInFailures,
    secret,
    log: options.logger,
  });
  const sessionsRepository = createAccountSessionsRepository(db);
  const sessionCookieName = async () => (await auth.$context).authCookies.sessionToken.name;
  const idle = createSessionIdleCheck({
    repository: sessionsRepository,
    sessionCookieName,
    idleDays: env.SESSION_IDLE_TIMEOUT_DAYS,
  });
  const readSession = createSessionRead({
    repository: sessionsRepository,
    idle,
    sessionCookieName,
    secret,
  });
  const accounts = createAccountsService(auth, repository, idle, readSession);
  const signup = createSignupService(auth, repository, passwordHashing);
  const guard = createSignInGuard({
    failures: signInFailures,
    repository,
    secret,
  });
  return {
    auth,
    accounts,
    signup,
    signInFailures,
    registerRoutes: async (app: FastifyInstance) => {
      await registerAuthRoutes(app, { auth, appUrl: env.appUrl, guard });
      await registerAccountsRoutes(app, {
        signup,
        guard,
        appUrl: env.appUrl,
        signupRatePerHour: env.signupRatePerHour,
      });
      await registerSocialRoutes(app, auth, env);
      await registerLinkedAccountsRoutes(app, {
        linked: createLinkedAccountsService({
          auth,
          repository: linkedAccounts,
          configured: configuredSocialProviders(env),
        }),
      });
      await registerAccountSessionsRoutes(app, {
        sessions: createAccountSessionsService(auth, sessionsRepository),
        password: createPasswordChangeService(auth, sessionsRepository),
      });
    },
  };
}
