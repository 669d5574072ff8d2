import { vi } from 'vitest';

/** What a stubbed handler answers: a status, and a JSON body unless there is none. */
export type StubAnswer = { status: number; body?: unknown };

/**
 * Replaces fetch for the test: each call goes to the handler named 'METHOD /path?query' (404
 * without one). Undo with vi.unstubAllGlobals().
 */
export function stubFetch(handlers: Record<string, (init?: RequestInit) => StubAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
