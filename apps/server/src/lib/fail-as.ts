import { AppError } from './app-error';

export type ServiceLogger = { error: (object: unknown, message: string) => void };

/**
 * Runs one step of a service; a failure that is not already an AppError is logged and answered
 * with `message` (the spec's words for that step).
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
    log.error({ err: error }, message);
    throw new AppError('INTERNAL', message);
  }
}
