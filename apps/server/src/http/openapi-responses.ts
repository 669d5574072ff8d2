import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, errorHttpStatus, type ErrorCode } from '@cofound/shared/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each code means to a caller, for the OpenAPI descriptions. */
const whatItMeans: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'the input is missing, malformed or invalid (fieldErrors name the fields)',
  UNAUTHENTICATED: 'not signed in, or the session has ended',
  FORBIDDEN: 'not allowed for this caller, or a write that did not come from the app itself',
  NOT_FOUND: 'no such record for this caller',
  CONFLICT: 'conflicts with the current state',
  LIMIT_REACHED: 'a plan limit is reached; upgrading lifts it',
  PAYLOAD_TOO_LARGE: 'the body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'the content type or file type is not accepted',
  RATE_LIMITED: 'too many requests; wait and try again',
  SERVICE_UNAVAILABLE: 'a service the request needs is unreachable; retry later',
  INTERNAL: 'an unexpected failure',
};

type DocumentedRoute = Pick<RouteOptions, 'method' | 'config' | 'schema'>;

function methodsOf(route: DocumentedRoute): string[] {
  return [route.method].flat().map(String);
}

/**
 * Every error code a route can answer: the ones each route of its kind answers (validation,
 * sign-in, admin, the same-origin rule for writes, body size, rate limit, internal failure, an
 * unreachable database) and
 * the ones it declares in `config.errors`.
 */
export function errorCodesOf(route: DocumentedRoute): Set<ErrorCode> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as { access?: string; errors?: readonly ErrorCode[] };
  const writes = methodsOf(route).some((method) => STATE_CHANGING.has(method));
  const codes = new Set<ErrorCode>([
    'RATE_LIMITED',
    'INTERNAL',
    'SERVICE_UNAVAILABLE',
    ...(config.errors ?? []),
  ]);
  if (writes || schema.body || schema.querystring || schema.params) codes.add('VALIDATION_FAILED');
  if (writes) codes.add('FORBIDDEN');
  if (writes && schema.body) codes.add('PAYLOAD_TOO_LARGE');
  if (config.access === 'member' || config.access === 'admin') codes.add('UNAUTHENTICATED');
  if (config.access === 'admin') codes.add('FORBIDDEN');
  return codes;
}

/** The error responses of a route, one per status, each the shared error body. */
export function errorResponsesOf(route: DocumentedRoute): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = errorHttpStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      errorBodySchema.describe(codes.map((code) => `${code}: ${whatItMeans[code]}`).join('; ')),
    ]),
  );
}

/**
 * The route's schema as OpenAPI shows it: its own responses, plus the shared error body for
 * every error status it can answer. Documentation only: what Fastify validates is untouched.
 */
export function withErrorResponses<S extends object | undefined>(
  schema: S,
  route: DocumentedRoute,
): S {
  if (!schema || (schema as { hide?: boolean }).hide) return schema;
  const own = ((schema as { response?: Record<number, unknown> }).response ?? {}) as Record<
    number,
    unknown
  >;
  return { ...schema, response: { ...errorResponsesOf(route), ...own } };
}

/**
 * Answers without a body (204, redirects) as OpenAPI shows them: no content at all. Applied to
 * the JSON schemas made from the zod ones, where `z.null()` would still read as a JSON body.
 */
export function withoutBodyForEmptyAnswers<S>(schema: S): S {
  const response = (schema as { response?: Record<string, { description?: string }> } | undefined)
    ?.response;
  if (!response) return schema;
  const shaped = Object.fromEntries(
    Object.entries(response).map(([status, answer]) =>
      status === '204' || status.startsWith('3')
        ? [status, { type: 'null', description: answer.description ?? 'No content' }]
        : [status, answer],
    ),
  );
  return { ...schema, response: shaped };
}

/** The statuses the OpenAPI document lists for a route ('/api/x/:id' as Fastify writes it). */
export function documentedStatuses(document: object, method: string, url: string): number[] {
  const { paths } = document as {
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
  const operation = paths?.[path]?.[method.toLowerCase()];
  return Object.keys(operation?.responses ?? {}).map(Number);
}

/** A success answer without a body (204), or a redirect (302) whose Location says where. */
export function emptyAnswer(description: string) {
  return z.null().describe(description);
}

/** A success answer that is not JSON (a file, a calendar, a relayed auth answer). */
export function rawAnswer(description: string) {
  return z.unknown().describe(description);
}
