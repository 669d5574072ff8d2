import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { failureMessage, isApiError } from '../../../lib/api-error';

/** A failed join, heartbeat or next round: a member without a profile is told to make one. */
export function lobbyFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'NOT_FOUND') return networkingMessages.noProfile;
  return failureMessage(error, fallback);
}

/**
 * A message that was not sent: the server's own words when the round is not running or full
 * (not in a round, over, at its message limit), else that it failed.
 */
export function sendFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'CONFLICT') return error.message;
  return failureMessage(error, networkingMessages.sendFailed);
}
