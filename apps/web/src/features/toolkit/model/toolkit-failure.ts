import { failureMessage, isApiError } from '../../../lib/api-error';

/**
 * A failed toolkit call's words: the server's own when they tell the member what to do (a plan
 * is needed, the project is gone), else the step's message.
 */
export function toolkitFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.code === 'PREMIUM_REQUIRED' || error.code === 'NOT_FOUND')) {
    return error.message;
  }
  return failureMessage(error, fallback);
}
