import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@cofound/shared/errors';
import { errorHttpStatus } from '@cofound/shared/errors';
import { isAppError, type AppError } from '../lib/app-error';
import { infrastructureFailure } from '../lib/infrastructure-failure';
import { isPageRequest } from './static-web';

function body(code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>): ErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}

function fieldErrorsOf(
  validation: {
    instancePath: string;
    message?: string;
    params?: { issue?: { path?: PropertyKey[] } };
  }[],
) {
  const fieldErrors: Record<string, string[]> = {};
  for (const item of validation) {
    const issuePath = item.params?.issue?.path;
    const key = issuePath?.length
      ? issuePath.map(String).join('.')
      : item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fieldErrors[key] ??= []).push(item.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** Translates every failure into the one error shape; nothing internal leaks to the browser. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isAppError(error)) {
      return reply
        .status(error.statusCode)
        .send(body(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(errorHttpStatus.VALIDATION_FAILED)
        .send(
          body(
            'VALIDATION_FAILED',
            'Please correct the highlighted fields.',
            fieldErrorsOf(error.validation),
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large.'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(body('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'));
    }
    const failure = infrastructureFailure(error);
    if (failure) {
      const what = failure.code === 'STORAGE_FULL' ? 'storage full' : 'database unreachable';
      request.log.warn({ err: error }, what);
      return reply.status(failure.statusCode).send(body(failure.code, failure.message));
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send(body('VALIDATION_FAILED', 'The request is malformed.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong. Please try again.'));
  });
}

/** Unknown API paths answer 404 in the error shape; other pages go to the web app. */
export function registerNotFoundHandler(app: FastifyInstance, options: { servesWeb: boolean }) {
  app.setNotFoundHandler((request, reply) => {
    if (options.servesWeb && isPageRequest(request.method, request.url)) {
      // Client-side routes: the web app decides what to show, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(body('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
