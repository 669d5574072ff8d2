import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rawAnswer } from '../http/openapi-responses';
import { AppError } from '../lib/app-error';
import { contentTypeForExtension } from './image-type';
import type { FileStorage } from './local-storage';

/** Public URL prefix of stored uploads (same origin, so the CSP's img-src 'self' allows it). */
export const UPLOADS_URL_PREFIX = '/api/uploads/';

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
 * unguessable; files never change under a name, so they are cached for a year.
 */
export async function registerUploadsRoutes(app: FastifyInstance, storage: FileStorage) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${UPLOADS_URL_PREFIX}*`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file (profile pictures)',
        params: z.object({ '*': z.string() }),
        response: { 200: rawAnswer('The file, with the content type its bytes show') },
      },
      config: { access: 'public', errors: ['NOT_FOUND'], rateLimit: false },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const found = await storage.locate(key);
      const contentType = contentTypeForExtension(path.extname(key).slice(1));
      if (!found || !contentType) throw new AppError('NOT_FOUND', 'File not found');
      return reply
        .header('content-type', contentType)
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(fs.createReadStream(found.filePath));
    },
  );
}
