import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { isApiError } from '../../../lib/api-error';

/**
 * What the dialog says when the server refused the call: its own message for the rules it
 * checks (time, connection, overlap), 'Failed to schedule video call' for anything else.
 */
export function scheduleErrorMessage(error: unknown): string {
  if (!isApiError(error)) return videoCallMessages.scheduleFailed;
  if (error.status === 403) return videoCallMessages.notConnected;
  if (error.status === 404) return videoCallMessages.profileNotFound;
  if (error.status === 400 || error.status === 409) return error.message;
  if (error.isServiceUnavailable) return error.message;
  return videoCallMessages.scheduleFailed;
}
