import { BASE_ERROR_CODES } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import type { SignupRequest, SignupResponse } from '@cofound/shared/accounts/signup.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { VERIFY_EMAIL_CALLBACK_PATH } from './auth';
import type { AccountsRepository } from './accounts.repository';
import type { PasswordHashing } from './password-hashing';
import { createMember, type CreatedMember } from './create-member';
import { normalizeReferralCode } from './referral-code';
import { isUniqueViolation } from '../../lib/unique-violation';

export type SignupResult = { body: SignupResponse; cookies: string[] };

/** `name=value; name=value` from Set-Cookie headers, to act as that browser right away. */
function cookieHeader(setCookies: string[]): string {
  return setCookies.map((value) => value.split(';')[0]).join('; ');
}

/** True when better-auth refused to sign in because of the address itself. */
async function isRefusedEmail(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === BASE_ERROR_CODES.INVALID_EMAIL.code;
}

/** Signup and the verification mail. */
export function createSignupService(
  auth: Auth,
  repository: AccountsRepository,
  passwordHashing: PasswordHashing,
) {
  async function createAccount(input: SignupRequest, log: FastifyBaseLogger) {
    // Hashing is slow on purpose: do it before the transaction holds any locks.
    const passwordHash = await passwordHashing.hash(input.password);
    let created: CreatedMember;
    try {
      created = await createMember(repository, {
        email: input.email.toLowerCase(),
        name: input.name,
        passwordHash,
        founderRole: input.role,
        industry: input.industry,
        experience: input.experience,
        workStyle: input.workStyle,
        personalityTraits: input.personalityTraits,
        referralCode: normalizeReferralCode(input.referralCode),
      });
    } catch (error) {
      // A concurrent signup with the same email lost the race on the unique index.
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', accountMessages.emailAlreadyRegistered);
      }
      log.error({ err: error }, 'signup failed');
      throw new AppError('INTERNAL', accountMessages.createAccountFailed);
    }
    if (created.kind === 'email-taken') {
      throw new AppError('CONFLICT', accountMessages.emailAlreadyRegistered);
    }
    return created;
  }

  /** better-auth's own sign-in for the new member; answers its Set-Cookie headers. */
  async function signIn(
    email: string,
    password: string,
    headers: Headers,
    log: FastifyBaseLogger,
  ): Promise<string[]> {
    let response: Response;
    try {
      response = await auth.api.signInEmail({
        body: { email, password },
        headers,
        asResponse: true,
      });
    } catch (error) {
      log.error({ err: error }, 'sign-in after signup failed');
      throw new AppError('INTERNAL', accountMessages.createAccountFailed);
    }
    if (response.ok) return response.headers.getSetCookie();
    if (await isRefusedEmail(response)) {
      throw new AppError('VALIDATION_FAILED', accountMessages.emailInvalid, {
        email: [accountMessages.emailInvalid],
      });
    }
    log.error({ status: response.status }, 'sign-in after signup failed');
    throw new AppError('INTERNAL', accountMessages.createAccountFailed);
  }

  /**
   * Signs the new member in, or removes them: an account nobody can sign in to would keep the
   * address taken for good.
   */
  async function signInOrUndo(
    created: { user: { id: string; email: string } },
    password: string,
    headers: Headers,
    log: FastifyBaseLogger,
  ): Promise<string[]> {
    try {
      return await signIn(created.user.email, password, headers, log);
    } catch (error) {
      await repository.deleteMember(created.user.id).catch((undoError: unknown) => {
        log.error({ err: undoError }, 'removing a member who could not sign in failed');
      });
      throw error;
    }
  }

  return {
    /** Mails the member a fresh verification link; nothing to do once the email is verified. */
    async sendVerificationEmail(user: SessionUser, headers: Headers): Promise<void> {
      if (user.emailVerified) return;
      await auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: VERIFY_EMAIL_CALLBACK_PATH },
        headers,
      });
    },

    /**
     * Account, credential and profile in one transaction; then a session (better-auth's own
     * sign-in, so cookies are exactly its cookies) and the verification mail. All or nothing up
     * to the session: when the sign-in fails, the member is removed again.
     */
    async signup(
      input: SignupRequest,
      headers: Headers,
      log: FastifyBaseLogger,
    ): Promise<SignupResult> {
      const created = await createAccount(input, log);
      const { user, profileId, referral } = created;
      const cookies = await signInOrUndo(created, input.password, headers, log);

      let verificationEmailSent = false;
      try {
        await auth.api.sendVerificationEmail({
          body: { email: user.email, callbackURL: VERIFY_EMAIL_CALLBACK_PATH },
          headers: new Headers({ cookie: cookieHeader(cookies) }),
        });
        verificationEmailSent = true;
      } catch (error) {
        // The account exists; the banner lets the member ask for the mail again.
        log.error({ err: error }, 'verification mail after signup failed');
      }

      return {
        cookies,
        body: {
          user: { ...user, emailVerified: false, role: 'user', profileId, plan: 'free' },
          referral,
          verificationEmailSent,
        },
      };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
