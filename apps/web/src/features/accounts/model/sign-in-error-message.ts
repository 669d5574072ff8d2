import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { isApiError } from '../../../lib/api-error';

/** Messages the server may send that are worth showing as they are. */
const accountStateMessages: readonly string[] = [
  accountMessages.accountSuspended,
  accountMessages.accountBanned,
];

/** The message for a failed sign-in (docs/product.md#account-messages). */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return accountMessages.invalidCredentials;
    if (error.status === 403 && accountStateMessages.includes(error.message)) return error.message;
    if (error.status === 429) {
      return error.message.startsWith('Request failed with status')
        ? accountMessages.tooManySignInAttempts
        : error.message;
    }
    if (error.status === 0 || error.status >= 500) return accountMessages.authUnavailable;
  }
  return accountMessages.authenticationFailed;
}
