import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withErrorResponses, withoutBodyForEmptyAnswers } from './openapi-responses';

/**
 * OpenAPI generated from the shared zod schemas, browsable at /api/docs. Every operation lists
 * every status it can answer, errors included (openapi-responses.ts).
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
        schema: withErrorResponses(input.schema, input.route),
      });
      return { ...transformed, schema: withoutBodyForEmptyAnswers(transformed.schema) };
    },
  });
  await app.register(scalar, { routePrefix: '/api/docs', logLevel: 'warn' });
}
