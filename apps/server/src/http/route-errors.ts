import type { RouteOptions } from 'fastify';
import type { ErrorCode } from '@cofound/shared/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each code means to a caller, whichever route answers it. */
const meaning: Record<ErrorCode, string> = {
  VALIDATION_FAILED:
    'the path, query or body is malformed or invalid (fieldErrors name the fields)',
  UNAUTHENTICATED: 'not signed in, or the session has ended',
  FORBIDDEN: 'this member may not do this',
  PREMIUM_REQUIRED: 'a Pro or Business plan is needed; upgrading at /pricing lifts it',
  NOT_FOUND: 'no such record, or not one this caller may see',
  CONFLICT: 'the record is not in a state that allows this',
  LIMIT_REACHED: "the plan's limit is reached; upgrading lifts it",
  PAYMENT_FAILED: 'the card was declined; nothing was charged',
  PAYLOAD_TOO_LARGE: 'the body is larger than this route accepts',
  UNSUPPORTED_MEDIA_TYPE: 'the content type or file type is not accepted',
  RATE_LIMITED: 'too many requests from this address; wait a minute and try again',
  SERVICE_UNAVAILABLE: 'the database is unreachable; retry later',
  STORAGE_FULL: 'the server is out of disk space; nothing was saved',
  INTERNAL: 'an unexpected failure',
};

/** The route facts the rules read, as Fastify's onRoute and @fastify/swagger hand them over. */
export type RouteFacts = Pick<RouteOptions, 'method' | 'config'>;

/** One reason a route answers an error code. */
export type RouteError = { code: ErrorCode; when: string };

/**
 * Every error a route can answer, with why: the ones each route of its kind answers, from the
 * cross-cutting hooks in this folder, then the ones it declares in `config.errors`.
 */
export function errorsOf(route: RouteFacts): RouteError[] {
  const config = (route.config ?? {}) as {
    access?: string;
    errors?: readonly ErrorCode[];
    rateLimit?: unknown;
  };
  const writes = [route.method].flat().some((method) => STATE_CHANGING.has(String(method)));
  const errors: RouteError[] = [];
  const add = (code: ErrorCode, when = meaning[code]) => errors.push({ code, when });

  // The well-formed text rule reads the query string of every route, even one without inputs.
  add('VALIDATION_FAILED');
  if (config.access && config.access !== 'public') add('UNAUTHENTICATED');
  if (config.access === 'admin') add('FORBIDDEN', 'admins only');
  if (config.access === 'premium') add('PREMIUM_REQUIRED');
  if (writes) {
    add('FORBIDDEN', "the request did not come from the app's own pages, or is not JSON");
    // Fastify reads the body of any write, whether or not the route expects one.
    add('PAYLOAD_TOO_LARGE');
    add('STORAGE_FULL');
  }
  if (config.rateLimit !== false) add('RATE_LIMITED');
  add('SERVICE_UNAVAILABLE');
  add('INTERNAL');
  for (const code of config.errors ?? []) add(code);
  return errors;
}
