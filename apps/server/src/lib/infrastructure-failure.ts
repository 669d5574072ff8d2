import { AppError } from './app-error';
import { isDatabaseUnavailable, serviceUnavailableMessage } from './database-unavailable';
import { isStorageFull, storageFullMessage } from './storage-full';

/**
 * The answer for a failure of what the server runs on rather than of the request: an unreachable
 * database (503, the browser retries) or a full disk (507). Null for anything else.
 */
export function infrastructureFailure(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', serviceUnavailableMessage);
  }
  if (isStorageFull(error)) return new AppError('STORAGE_FULL', storageFullMessage);
  return null;
}
