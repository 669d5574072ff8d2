import { successPredictionMessages as m } from '@cofound/shared/success-prediction/success-prediction.schemas';
import { isApiError } from '../../lib/api-error';

/** The server could not work the figure out, or it could not be reached. */
export function predictionErrorMessage(error: unknown): string {
  return isApiError(error) && error.status >= 500 ? m.calculateFailed : m.loadFailed;
}
