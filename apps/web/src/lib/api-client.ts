import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { reportServiceUnavailable } from './service-unavailable-events';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Set to false for calls that must not trigger the connection check (the check itself). */
  reportUnavailable?: boolean;
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
): Promise<{ status: number; ok: boolean; data: unknown }> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    return { status: response.status, ok: response.ok, data: await readJson(response) };
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
  const { schema, reportUnavailable = true } = options;
  try {
    const { status, ok, data } = await send(path, options);
    if (!ok) throw apiErrorFromResponse(status, data);
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
  } catch (error) {
    if (reportUnavailable && error instanceof ApiError && error.isServiceUnavailable) {
      reportServiceUnavailable(error);
    }
    throw error;
  }
}
