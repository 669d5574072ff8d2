import { checkInMessages } from '@cofound/shared/check-in/check-in.schemas';
import { failureMessage, isApiError } from '../../../lib/api-error';

/** What a failed check-in tells the member: the day's one check-in is taken, or try again. */
export function checkInErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'CONFLICT') return checkInMessages.alreadyCheckedIn;
  return failureMessage(error, checkInMessages.checkInFailed);
}
