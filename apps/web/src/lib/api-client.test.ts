import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { onServiceUnavailable } from './service-unavailable-events';

function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the validated body and sends JSON with the session cookie', async () => {
    const fetchMock = stubFetch(async () => answer(200, { value: 3 }));
    const result = await apiFetch('/api/thing', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ value: z.number() }),
    });
    expect(result).toEqual({ value: 3 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws the code, message and field errors of the shared error body', async () => {
    stubFetch(async () =>
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the form',
          fieldErrors: { email: ['Valid email is required'] },
        },
      }),
    );
    const error = await failureOf(apiFetch('/api/thing'));
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Check the form',
      fieldErrors: { email: ['Valid email is required'] },
    });
  });

  it('falls back to the status when the body is not the shared shape', async () => {
    stubFetch(async () => answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }));
    const error = await failureOf(apiFetch('/api/auth/sign-in/email', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, message: 'Invalid' });

    stubFetch(async () => answer(502, '<html>Bad gateway</html>'));
    const gateway = await failureOf(apiFetch('/api/thing', { retry: false }));
    expect(gateway).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 502 });
  });

  it('turns a network failure into SERVICE_UNAVAILABLE with status 0 and reports it', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const reported = vi.fn();
    const unsubscribe = onServiceUnavailable(reported);
    const error = await failureOf(apiFetch('/api/session', { retry: false }));
    unsubscribe();
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 0,
      message: 'Unable to connect to the server. Please check your connection.',
    });
    expect(reported).toHaveBeenCalledWith(error);
  });

  it('reports 503 answers but not ordinary errors, and not when told to stay quiet', async () => {
    const reported = vi.fn();
    const unsubscribe = onServiceUnavailable(reported);
    stubFetch(async () =>
      answer(404, { error: { code: 'NOT_FOUND', message: 'Profile not found' } }),
    );
    await failureOf(apiFetch('/api/profiles/1'));
    stubFetch(async () => answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }));
    await failureOf(apiFetch('/api/health', { reportUnavailable: false, retry: false }));
    expect(reported).not.toHaveBeenCalled();
    await failureOf(apiFetch('/api/session', { retry: false }));
    unsubscribe();
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's request id of a failed call, to quote in a report", async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Oops' } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-123456789' },
        }),
    );
    const error = await failureOf(apiFetch('/api/thing'));
    expect(error.requestId).toBe('req-123456789');
  });

  it('rejects a 2xx body that does not match the schema', async () => {
    stubFetch(async () => answer(200, { value: 'three' }));
    const error = await failureOf(
      apiFetch('/api/thing', { schema: z.object({ value: z.number() }) }),
    );
    expect(error).toMatchObject({ code: 'INTERNAL', status: 200 });
  });

  it('lets an abort through untouched', async () => {
    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(apiFetch('/api/session')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
