import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { failureMessage, isApiError } from '../../../lib/api-error';

/**
 * What the dialog says when a change failed: the server's own words when it refused the change
 * (your own status, the last admin, a change the rules do not allow), `notFound` ('Member not
 * found') when what it changes is gone, else the feature's `fallback`.
 */
export function changeErrorMessage(
  error: unknown,
  fallback: string,
  notFound: string = adminMessages.memberNotFound,
): string {
  if (isApiError(error) && error.code === 'CONFLICT') return error.message;
  if (isApiError(error) && error.code === 'NOT_FOUND') return notFound;
  return failureMessage(error, fallback);
}

/** The server's message about the reason field (or `field`), when it refused it. */
export function reasonErrorOf(error: unknown, field = 'reason'): string | undefined {
  return isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
}
