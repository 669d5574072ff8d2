import { isApiError } from './api-error';

/** Up to 3 automatic retries, waiting 1 s, 2 s and 4 s (1 s × 2^n, capped at 8 s). */
export const MAX_AUTOMATIC_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

/** Methods that may be sent twice without doing twice (a retried POST could send two messages). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** The wait before retry number `retry` (0 for the first retry). */
export function retryDelayMs(retry: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** retry, MAX_DELAY_MS);
}

/** Whether a failed call may be tried again: no answer, or 502/503/504, on an idempotent method. */
export function isRetryableFailure(method: string, error: unknown): boolean {
  return IDEMPOTENT_METHODS.has(method) && isApiError(error) && error.isServiceUnavailable;
}

/** Waits `ms`, or rejects with the signal's AbortError as soon as the caller gives up. */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
