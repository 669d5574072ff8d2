import { connectionRequestMessages } from '@cofound/shared/connections/connections.schemas';
import { failureMessage, isApiError } from '../../../lib/api-error';

/**
 * What a failed accept or reject shows: a request that is no longer pending says so (it has
 * left the list); anything else is 'Failed to process request. Please try again.'
 */
export function requestDecisionFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 409)) {
    return connectionRequestMessages.notFound;
  }
  return failureMessage(error, connectionRequestMessages.processFailed);
}
