import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { isApiError } from '../../../lib/api-error';

/** The wizard's failure message; the caller handles already-registered (it navigates). */
export function signupErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 409) return accountMessages.emailAlreadyRegistered;
    if (error.status === 0 || error.status >= 500) return accountMessages.authUnavailable;
    // Rate limited: the server says how long to wait, which beats a generic 'try again'.
    if (error.status === 429 && error.message) return error.message;
  }
  return accountMessages.createAccountFailed;
}

export function isAlreadyRegistered(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
