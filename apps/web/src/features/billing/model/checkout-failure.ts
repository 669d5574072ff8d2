import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { isApiError } from '../../../lib/api-error';

/**
 * What the pricing page says when a checkout could not start: the server's own words when they
 * tell the member what to do (already subscribed, an outage), else the spec's general message.
 */
export function checkoutFailureMessage(error: unknown): string {
  if (
    isApiError(error) &&
    ['CONFLICT', 'SERVICE_UNAVAILABLE', 'STORAGE_FULL', 'RATE_LIMITED'].includes(error.code)
  ) {
    return error.message;
  }
  return billingMessages.processFailed;
}
