import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of text types (JSON, CSV, HTML, calendar files) above the threshold with
 * brotli or gzip, as the client accepts (docs/decisions/0025-compression.md). The web app's built
 * files are compressed once at build time and served as they are (static-web.ts); uploads are
 * images and videos, which are compressed already and left alone by type.
 *
 * Sign-in answers (`uncompressedPrefix`) carry the session token, and some echo what the visitor typed: they are
 * never compressed, so the size of an answer cannot reveal a secret beside chosen text.
 * Request bodies are never decompressed: the body limits keep applying to the bytes received.
 * Must be registered before the routes it compresses (it hooks each route as it is added).
 */
export async function registerCompression(
  app: FastifyInstance,
  options: { uncompressedPrefix: string },
) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(options.uncompressedPrefix)) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
