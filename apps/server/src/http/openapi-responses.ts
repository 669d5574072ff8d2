import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { errorBodySchema, errorHttpStatus, type ErrorCode } from '@cofound/shared/errors';
import { errorsOf, type RouteFacts } from './route-errors';

/** A success answer without a body (204), or a redirect (302) whose Location says where. */
export function emptyAnswer(description: string) {
  return z.null().describe(description);
}

/** A success answer that is not JSON (a file, a calendar, a relayed auth answer). */
export function rawAnswer(description: string) {
  return z.unknown().describe(description);
}

/** An error answer: always JSON, whatever the route's success answer is (a file, a calendar). */
type ErrorAnswer = { description: string; content: { 'application/json': { schema: z.ZodType } } };

/** One response per error status, each the shared error body, naming every code and why. */
export function errorResponsesOf(route: RouteFacts): Record<number, ErrorAnswer> {
  const reasons = new Map<number, Map<ErrorCode, Set<string>>>();
  for (const { code, when } of errorsOf(route)) {
    const byCode = reasons.get(errorHttpStatus[code]) ?? new Map<ErrorCode, Set<string>>();
    byCode.set(code, (byCode.get(code) ?? new Set()).add(when));
    reasons.set(errorHttpStatus[code], byCode);
  }
  return Object.fromEntries(
    [...reasons].map(([status, byCode]) => {
      const lines = [...byCode].map(([code, whens]) => `${code}: ${[...whens].join('; or ')}.`);
      const content = { 'application/json': { schema: errorBodySchema } };
      return [status, { description: lines.join('\n'), content }];
    }),
  );
}

type RouteSchema = { hide?: boolean; response?: Record<string, unknown> };

const isSuccess = (status: string) => /^[23]/.test(status);

/**
 * The route's zod schema as the document shows it: its own responses, the shared error body for
 * every error status it can answer, and a plain 200 when it declares no success answer.
 * Documentation only: what Fastify validates and serializes is untouched.
 */
export function withEveryResponse<S>(schema: S, route: RouteFacts): S {
  const own = schema as RouteSchema | undefined;
  if (own?.hide) return schema;
  const declared = own?.response ?? {};
  const success = Object.keys(declared).some(isSuccess) ? {} : { 200: rawAnswer('Success') };
  return { ...own, response: { ...success, ...errorResponsesOf(route), ...declared } } as S;
}

/**
 * Applied to the JSON schemas made from the zod ones: 204 and redirects carry no content (a
 * `z.null()` would still read as a JSON body), and every response has a description.
 */
export function withDescribedAnswers<S>(schema: S): S {
  const response = (schema as { response?: Record<string, { description?: string }> } | undefined)
    ?.response;
  if (!response) return schema;
  const described = Object.entries(response).map(([status, answer]) => {
    const description = answer.description ?? STATUS_CODES[status] ?? `HTTP ${status}`;
    const empty = status === '204' || status.startsWith('3');
    return [status, empty ? { type: 'null', description } : { ...answer, description }];
  });
  return { ...schema, response: Object.fromEntries(described) };
}

type OpenApiPaths = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/**
 * The statuses the OpenAPI document lists for one route, named as Fastify names it: method
 * (HEAD reads as GET) and URL pattern ('/api/connections/:connectionId/accept').
 * Answers [] for a route the document does not show.
 */
export function documentedStatuses(document: object, method: string, url: string): number[] {
  const { paths } = document as { paths?: OpenApiPaths };
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
  const verb = method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase();
  return Object.keys(paths?.[path]?.[verb]?.responses ?? {}).map(Number);
}
