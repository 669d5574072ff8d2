import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
import { AUTH_BASE_PATH, type ServedAuthPath } from './auth-endpoints';

/** What better-auth answered, read in full so the caller can look at it before replying. */
export type AuthAnswer = {
  status: number;
  ok: boolean;
  headers: Headers;
  cookies: string[];
  body: string | null;
};

/** What one route hands to better-auth: only the validated input, never the raw request. */
export type AuthCall = {
  path: ServedAuthPath;
  /** Values for the path's `:name` segments. */
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** The validated JSON body; absent for GET. */
  body?: unknown;
};

function urlFor(call: AuthCall, appUrl: string): URL {
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${call.path}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${AUTH_BASE_PATH}${path}`, appUrl);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

/**
 * A function that hands one request to better-auth's own handler, with the browser's headers
 * (cookies, Origin) so that its checks and cookies are exactly its own.
 */
export function createAuthBridge(auth: Auth, appUrl: string) {
  return async function callAuth(request: FastifyRequest, call: AuthCall): Promise<AuthAnswer> {
    const headers = fromNodeHeaders(request.headers);
    // The body sent on is the validated one, not the bytes that came in.
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    if (call.body !== undefined) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(urlFor(call, appUrl), {
        method: request.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      }),
    );
    return {
      status: response.status,
      ok: response.ok,
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
      body: response.body ? await response.text() : null,
    };
  };
}

/** Replies with better-auth's answer as it is: its status, headers, cookies and body. */
export function sendAuthAnswer(reply: FastifyReply, answer: AuthAnswer) {
  reply.status(answer.status);
  answer.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  if (answer.cookies.length > 0) reply.header('set-cookie', answer.cookies);
  return reply.send(answer.body);
}
