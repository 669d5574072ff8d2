import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { onServiceUnavailable } from './service-unavailable-events';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const unavailable = () => answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } });

/** Answers the given responses in order and records when (in fake ms) each call was made. */
function scriptFetch(...responses: (() => Response | Promise<Response>)[]) {
  const calledAt: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calledAt.push(Date.now());
      const next = responses.shift();
      if (!next) throw new Error('no more scripted answers');
      return next();
    }),
  );
  return calledAt;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiFetch retries (3 tries, 1 s × 2^n, capped at 8 s, for 502/503/504)', () => {
  it('retries a read after 1 s, 2 s and 4 s, then gives up with the last error', async () => {
    const calledAt = scriptFetch(unavailable, unavailable, unavailable, unavailable);
    const reported = vi.fn();
    const unsubscribe = onServiceUnavailable(reported);
    const result = apiFetch('/api/session').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    unsubscribe();
    expect(await result).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(calledAt).toEqual([0, 1000, 3000, 7000]);
    // The Connection Error screen is told once, at the first failure.
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('comes back with the answer as soon as the server does', async () => {
    const calledAt = scriptFetch(
      () => answer(502, {}),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => answer(200, { value: 3 }),
    );
    const result = apiFetch('/api/thing', { schema: z.object({ value: z.number() }) });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ value: 3 });
    expect(calledAt).toEqual([0, 1000, 3000]);
  });

  it('retries idempotent writes (PUT, DELETE) but never a POST', async () => {
    const putCalls = scriptFetch(unavailable, () => answer(200, {}));
    const put = apiFetch('/api/profiles/me', { method: 'PUT', body: {} });
    await vi.runAllTimersAsync();
    await put;
    expect(putCalls).toHaveLength(2);

    const postCalls = scriptFetch(unavailable, () => answer(201, {}));
    const post = apiFetch('/api/messages/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await post).toMatchObject({ status: 503 });
    expect(postCalls).toHaveLength(1);
  });

  it('does not retry errors that will not change (500, 4xx) or calls that opt out', async () => {
    for (const status of [500, 404, 429]) {
      const calls = scriptFetch(() => answer(status, {}));
      const result = apiFetch('/api/thing').catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await result).toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
    const calls = scriptFetch(unavailable);
    const result = apiFetch('/api/health', { retry: false }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting when the caller aborts', async () => {
    const calls = scriptFetch(unavailable, unavailable);
    const controller = new AbortController();
    const result = apiFetch('/api/session', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
