import { isApiError } from '../../../lib/api-error';

/** The spec 1 §8 message for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Invalid email or password. Please try again.';
    if (error.status === 0 || error.status >= 500) {
      return 'Authentication service is unavailable. Please try again later.';
    }
  }
  return 'Authentication failed. Please try again.';
}
