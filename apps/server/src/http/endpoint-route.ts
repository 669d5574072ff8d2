import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@cofound/shared/contract/endpoint';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { requireAdmin, requireMember, requirePremium } from './route-access';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the validated input, and the caller (always there unless public). */
export type EndpointCall<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  member: E['access'] extends 'public' ? SessionUser | null : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Answers the success body (serialized through the response schema); a 204 answers nothing. */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<E['status'] extends 204 ? void : z.input<E['response']>>;

/** What a few routes need beyond their contract: their own rate limit or body limit, multipart. */
export type EndpointRouteOptions = {
  config?: Omit<FastifyContextConfig, 'access' | 'errors'>;
  consumes?: string[];
  bodyLimit?: number;
};

function callerOf(endpoint: Endpoint, request: FastifyRequest): SessionUser | null {
  if (endpoint.access === 'admin') return requireAdmin(request);
  if (endpoint.access === 'member') return requireMember(request);
  if (endpoint.access === 'premium') return requirePremium(request);
  return request.sessionUser;
}

/**
 * Registers the route an endpoint's contract describes: its method and path, the schemas Fastify
 * validates and serializes with (and OpenAPI shows), who may call it and the errors it answers.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
) {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(options.consumes && { consumes: options.consumes }),
      response: { [status]: endpoint.response },
    },
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.errors && { errors: endpoint.errors }),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        member: callerOf(endpoint, request),
        request,
        reply,
      } as EndpointCall<E>);
      if (reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : answer);
    },
  });
}
