import { isApiError } from '../../../lib/api-error';

/**
 * What a failed matching call shows: the server's own message (e.g. 'Failed to store match
 * decision'), or `fallback` when there was no answer to read.
 */
export function matchErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
