import { AppError } from './app-error';
import { infrastructureFailure } from './infrastructure-failure';

export type ServiceLogger = { error: (object: unknown, message: string) => void };

/**
 * Runs one step of a service; a failure that is not already an AppError is logged and answered
 * with `message` (that step's user-facing words), unless the database is unreachable (503) or
 * the disk is full (507).
 */
export async function withFailureMessage<T>(
  log: ServiceLogger,
  message: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // An outage or a full disk is not this step's failure: the answer says what really happened.
    const failure = infrastructureFailure(error);
    if (failure) throw failure;
    log.error({ err: error }, message);
    throw new AppError('INTERNAL', message);
  }
}
