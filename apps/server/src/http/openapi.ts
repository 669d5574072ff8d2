import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withDescribedAnswers, withEveryResponse } from './openapi-responses';

/**
 * OpenAPI generated from the shared zod schemas, browsable at /api/docs. Every operation lists
 * every status it can answer, errors included (openapi-responses.ts). The responses are added in
 * swagger's transform, which runs on every route when the document is made, rather than to the
 * routes' own schemas: Fastify would otherwise compile serializers for the error answers.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cofound API',
        description: 'The API of Cofound, the co-founder matching network.',
        version: '1.0.0',
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform({
        ...input,
        schema: withEveryResponse(input.schema, input.route),
      });
      return { ...transformed, schema: withDescribedAnswers(transformed.schema) };
    },
  });
  await app.register(scalar, { routePrefix: '/api/docs', logLevel: 'warn' });
}
