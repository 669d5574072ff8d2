import { z } from 'zod';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in member, a member with an active Pro or Business plan (or an
 * admin), or an admin. Ownership is the service's to check.
 */
export type EndpointAccess = 'public' | 'member' | 'premium' | 'admin';

/**
 * Everything about one endpoint, declared once in the feature's contract: the server registers
 * its route from it (validation, access, OpenAPI), and the web calls it through it (path, query
 * string, body, and the answer checked against the same schema).
 */
export type Endpoint = {
  method: HttpMethod;
  /** With `:name` for each path parameter, as Fastify writes it. */
  path: `/api/${string}`;
  access: EndpointAccess;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status: 200 unless said otherwise. */
  status?: 200 | 201 | 204;
  /** The success body; `noContent(...)` for a 204. */
  response: z.ZodType;
  /** Error codes beyond the ones every endpoint of its kind can answer (the server lists those). */
  errors?: readonly ErrorCode[];
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The answer of a 204: no body, and what it means. */
export function noContent(description: string) {
  return z.null().describe(description);
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: undefined });

/** What a caller gets back on success, as the response schema parses it. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The path with each `:name` replaced by its encoded value. */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string (without '?'): lists repeat their key, empty values are left out. */
export function endpointQuery(query?: object): string {
  const pairs: string[] = [];
  const add = (key: string, value: string | number | boolean) =>
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value as (string | number)[]) add(key, item);
    else add(key, value as string | number | boolean);
  }
  return pairs.join('&');
}

/** The URL a caller requests: the path and, when there is one, the query string. */
export function endpointUrl(
  endpoint: Endpoint,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const path = endpointPath(endpoint, input.params as Record<string, unknown> | undefined);
  const query = endpointQuery(input.query as object | undefined);
  return query ? `${path}?${query}` : path;
}
