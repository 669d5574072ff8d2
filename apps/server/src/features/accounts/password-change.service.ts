import type { IncomingHttpHeaders } from 'node:http';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import {
  sessionMessages,
  type ChangePasswordRequest,
} from '@cofound/shared/accounts/sessions.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { AccountSessionsRepository } from './account-sessions.repository';
import type { Auth } from './auth';

const NO_PASSWORD_MESSAGE =
  'This account signs in with Google, GitHub or LinkedIn and has no password to change.';

/** The better-auth error code, when the failure is one of its own. */
function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error.body as { code?: string } | undefined)?.code;
}

/**
 * Changes the password and ends every other session of the member at once (a stolen session
 * does not outlive the password change); this device keeps a fresh session unless the member
 * chose to sign it out too.
 */
export function createPasswordChangeService(auth: Auth, repository: AccountSessionsRepository) {
  return {
    async change(
      user: SessionUser,
      input: Required<ChangePasswordRequest>,
      headers: IncomingHttpHeaders,
    ): Promise<{ cookies: string[] }> {
      let response: Response;
      try {
        response = await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: fromNodeHeaders(headers),
          asResponse: true,
        });
      } catch (error) {
        throw translate(error);
      }
      if (!response.ok) throw translate(await response.json().catch(() => null));
      if (input.signOutThisDevice) {
        await repository.deleteAll(user.id);
        return { cookies: [] };
      }
      return { cookies: response.headers.getSetCookie() };
    },
  };
}

/** better-auth's refusal as Cofound's error: a field error when the member can fix it. */
function translate(failure: unknown): Error {
  const code = authErrorCode(failure) ?? (failure as { code?: string } | null)?.code;
  if (code === 'INVALID_PASSWORD') {
    return new AppError('VALIDATION_FAILED', sessionMessages.currentPasswordIncorrect, {
      currentPassword: [sessionMessages.currentPasswordIncorrect],
    });
  }
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return new AppError('VALIDATION_FAILED', NO_PASSWORD_MESSAGE, {
      currentPassword: [NO_PASSWORD_MESSAGE],
    });
  }
  return failure instanceof Error
    ? failure
    : new AppError('INTERNAL', sessionMessages.passwordChangeFailed);
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
