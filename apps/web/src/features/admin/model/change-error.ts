import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { failureMessage, isApiError } from '../../../lib/api-error';

/**
 * What the dialog says when a change failed: the server's own words when it refused the change
 * (your own status, the last admin, a change the rules do not allow), 'Member not found' when the
 * account is gone, else the feature's `fallback`.
 */
export function changeErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'CONFLICT') return error.message;
  if (isApiError(error) && error.code === 'NOT_FOUND') return adminMessages.memberNotFound;
  return failureMessage(error, fallback);
}

/** The server's message about the reason field, when it refused the reason. */
export function reasonErrorOf(error: unknown): string | undefined {
  return isApiError(error) ? error.fieldErrors?.['reason']?.[0] : undefined;
}
