import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new
 * deploy is picked up at once. Unknown non-API paths get index.html (client-side routes). The
 * build writes brotli and gzip copies beside each text file (apps/web/vite-precompress.ts): the
 * one the browser accepts is sent as it is, with no compression work per request.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    // A page load fetches a dozen assets: no log line for each of them at info level.
    logLevel: 'warn',
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A request the web app answers: a built file, a missing one, or a client-side route. */
function isWebRequest(method: string | undefined, url: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return url !== undefined && !url.startsWith('/api/') && url !== '/api';
}

/** A browser navigation to a client-side route (not the API, not a missing built asset). */
export function isPageRequest(method: string, url: string): boolean {
  return isWebRequest(method, url) && !url.startsWith('/assets/');
}

/**
 * Fastify's childLoggerFactory. Pages are answered by the not-found handler, which has no route
 * log level of its own, so the quiet level of the static files is given here to every request
 * for the web app: a page load writes no info line, and the API keeps its request lines.
 */
export const quietWebRequestLogs: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  request,
) => {
  if (!isWebRequest(request.method, request.url)) return logger.child(bindings, options);
  const level = options.level ?? logger.level;
  // Quieter, never louder: LOG_LEVEL=error (or silent) stays as it is.
  const quiet = (levels.values[level] ?? Infinity) >= levels.values.warn! ? level : 'warn';
  return logger.child(bindings, { ...options, level: quiet });
};
