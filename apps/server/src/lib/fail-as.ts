import { AppError } from './app-error';
import { isDatabaseUnavailable, serviceUnavailableMessage } from './database-unavailable';

export type ServiceLogger = { error: (object: unknown, message: string) => void };

/**
 * Runs one step of a service; a failure that is not already an AppError is logged and answered
 * with `message` (the spec's words for that step), unless the database is unreachable (503).
 */
export async function failAs<T>(
  log: ServiceLogger,
  message: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // An unreachable database is an outage, not this step's failure: the browser retries.
    if (isDatabaseUnavailable(error)) {
      throw new AppError('SERVICE_UNAVAILABLE', serviceUnavailableMessage);
    }
    log.error({ err: error }, message);
    throw new AppError('INTERNAL', message);
  }
}
