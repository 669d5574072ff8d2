import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { fromApp } from './test-app';

type Payload = InjectOptions['payload'];
type Write = (url: string, payload?: Payload) => Promise<LightMyRequestResponse>;

export type MemberRequests = {
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: Write;
  put: Write;
  patch: Write;
  del: Write;
};

/**
 * Requests to the app as a member's browser would send them (signed out for null): reads carry
 * the session cookie, writes also the app's Origin, without which the server refuses them.
 */
export function requestsAs(
  app: FastifyInstance,
  member: { cookie: string } | null,
): MemberRequests {
  const cookie = member?.cookie;
  const write =
    (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Write =>
    (url, payload) =>
      app.inject({
        method,
        url,
        headers: fromApp(cookie),
        ...(payload === undefined ? {} : { payload }),
      });
  return {
    get: (url) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    post: write('POST'),
    put: write('PUT'),
    patch: write('PATCH'),
    del: write('DELETE'),
  };
}
