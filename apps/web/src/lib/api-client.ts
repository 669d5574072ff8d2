import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import {
  isRetryableFailure,
  MAX_AUTOMATIC_RETRIES,
  retryDelayMs,
  waitUnlessAborted,
} from './retry-policy';
import { reportServiceUnavailable } from './service-unavailable-events';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Set to false for calls that must not trigger the connection check (the check itself). */
  reportUnavailable?: boolean;
  /**
   * Retry an idempotent call that got no answer or a 502/503/504 (retry-policy.ts); on by default.
   * Calls with their own policy (the connection check, live signalling) turn it off.
   */
  retry?: boolean;
  /** Lets the request outlive the page (a goodbye sent while the tab closes). */
  keepalive?: boolean;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send(
  path: string,
  options: ApiFetchOptions,
): Promise<{ status: number; ok: boolean; data: unknown; requestId: string | undefined }> {
  const { method = 'GET', body, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      keepalive,
    });
    return {
      status: response.status,
      ok: response.ok,
      data: await readJson(response),
      requestId: response.headers.get('x-request-id') ?? undefined,
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
}

/**
 * Typed fetch for the Cofound API (same origin, session cookie). Validates the answer with
 * `schema`; every failure is thrown as an ApiError.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: ApiFetchOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiFetch(path: string, options?: ApiFetchOptions): Promise<void>;
export async function apiFetch(
  path: string,
  options: ApiFetchOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const { reportUnavailable = true, retry = true, method = 'GET' } = options;
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt(path, options);
    } catch (error) {
      const retryable = error instanceof ApiError && error.isServiceUnavailable;
      // Report at once: the Connection Error screen shows while this call keeps trying.
      if (retryable && reportUnavailable && retries === 0) reportServiceUnavailable(error);
      if (!retry || retries >= MAX_AUTOMATIC_RETRIES || !isRetryableFailure(method, error)) {
        throw error;
      }
      await waitUnlessAborted(retryDelayMs(retries), options.signal);
    }
  }
}

async function attempt(
  path: string,
  options: ApiFetchOptions & { schema?: z.ZodType },
): Promise<unknown> {
  const { schema } = options;
  const { status, ok, data, requestId } = await send(path, options);
  if (!ok) throw apiErrorFromResponse(status, data, requestId);
  if (!schema) return undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      code: 'INTERNAL',
      status,
      message: 'The server sent an unexpected response.',
    });
  }
  return parsed.data;
}
