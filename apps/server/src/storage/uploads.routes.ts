import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pictureOriginalKey,
  UPLOADS_URL_PREFIX as SHARED_UPLOADS_URL_PREFIX,
} from '@cofound/shared/profiles/picture-sizes';
import { emptyAnswer, rawAnswer } from '../http/openapi-responses';
import { AppError } from '../lib/app-error';
import { parseByteRange } from './byte-range';
import type { FileStorage } from './file-storage';
import { contentTypeForExtension } from './image-type';

/** Public URL prefix of stored uploads (same origin, so the CSP's img-src 'self' allows it). */
export const UPLOADS_URL_PREFIX = SHARED_UPLOADS_URL_PREFIX;

export function publicUploadUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** The storage key behind a public upload URL, or null for any other URL. */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  return url.slice(UPLOADS_URL_PREFIX.length) || null;
}

/**
 * Who may call: anyone (profile pictures are shown to visitors). Names are server-made and
 * unguessable; files never change under a name, so they are cached for a year. The app serves
 * every backend's files itself, so the bucket of the S3 backend stays private.
 */
export async function registerUploadsRoutes(app: FastifyInstance, storage: FileStorage) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${UPLOADS_URL_PREFIX}*`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file (profile pictures, videos)',
        description:
          'A single `Range: bytes=...` is honoured (206 with that slice; 416 with ' +
          '`content-range: bytes */size` when it lies past the end), so a video can seek. ' +
          "A picture's size that is not made yet redirects (302, not cached) to the original.",
        params: z.object({ '*': z.string() }),
        response: {
          200: rawAnswer('The file, with the content type of its server-made name'),
          206: rawAnswer('The byte range the Range header asked for'),
          302: emptyAnswer("A picture's size not made yet: to the original"),
          416: rawAnswer('No body: the range lies past the end; content-range says the size'),
        },
      },
      config: { access: 'public', errors: ['NOT_FOUND'], rateLimit: false },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = contentTypeForExtension(path.extname(key).slice(1));
      const found = contentType ? await storage.stat(key) : null;
      if (!found && contentType) {
        // Pictures uploaded before sizes were made get them from a job (docs/decisions/0027);
        // until then the original stands in, uncached so the size is fetched once it exists.
        const original = pictureOriginalKey(key);
        if (original && (await storage.stat(original))) {
          return reply
            .code(302)
            .header('location', publicUploadUrl(original))
            .header('cache-control', 'no-store')
            .send();
        }
      }
      if (!found || !contentType) throw new AppError('NOT_FOUND', 'File not found');
      reply
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin');
      const range = parseByteRange(request.headers.range, found.size);
      if (range === 'unsatisfiable') {
        // A 416 has no body, only the size in content-range.
        return reply.code(416).header('content-range', `bytes */${found.size}`).send();
      }
      // Fastify's HEAD route sets content-length 0 when there is no body at all; an empty
      // stream keeps the length below and reads nothing from storage.
      const body =
        request.method === 'HEAD' ? Readable.from([]) : await storage.read(key, range ?? undefined);
      if (!body) throw new AppError('NOT_FOUND', 'File not found');
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
      }
      return reply
        .header('content-type', contentType)
        .header('content-length', range ? range.end - range.start + 1 : found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(body);
    },
  );
}
