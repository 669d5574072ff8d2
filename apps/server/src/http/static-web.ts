import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new
 * deploy is picked up at once. Unknown non-API paths get index.html (client-side routes).
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
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A browser navigation to a client-side route (not the API, not a missing built asset). */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/assets/');
}
