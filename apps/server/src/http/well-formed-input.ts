import type { FastifyInstance, FastifyRequest } from 'fastify';
import { malformedTextPaths, wellFormedTextMessage } from '@cofound/shared/text/well-formed-text';
import { AppError } from '../lib/app-error';

function fieldErrorsOf(request: FastifyRequest): Record<string, string[]> {
  const paths = [
    ...malformedTextPaths(request.params),
    ...malformedTextPaths(request.query),
    ...malformedTextPaths(request.body),
  ];
  return Object.fromEntries(paths.map((path) => [path, [wellFormedTextMessage]]));
}

/**
 * The one string rule for every route (packages/shared/src/text/well-formed-text.ts): a NUL or
 * an unpaired surrogate anywhere in the path parameters, query or JSON body is a 400 field error
 * before the route's own validation, so no such text reaches a service, the database or a mail.
 * Registered after route access, so a signed-out caller still gets 401 first.
 */
export function registerWellFormedInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const fieldErrors = fieldErrorsOf(request);
    if (Object.keys(fieldErrors).length === 0) return;
    throw new AppError('VALIDATION_FAILED', 'Please correct the highlighted fields.', fieldErrors);
  });
}
