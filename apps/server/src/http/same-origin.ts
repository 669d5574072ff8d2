import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isAllowedOrigin } from './origin-check';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'signature' exempts a route from the same-origin rule: it is called by another service
     * (a payment provider's webhook) and authenticates each request by its signature instead.
     */
    callerProof?: 'signature';
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sameOriginMessages = {
  crossSite: 'This request did not come from Cofound. Reload the page and try again.',
  contentType: 'Requests that change data must be sent as JSON.',
} as const;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Browsers send Origin on every write; without it, only Sec-Fetch-Site can vouch for the page. */
function comesFromApp(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return isAllowedOrigin(origin, appUrl);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The same-origin rule for writes (docs/decisions/0009-same-origin-writes.md): every POST, PUT,
 * PATCH and DELETE under /api must come from the app's own pages and, when it has a body, carry
 * a content type a cross-site form cannot send (JSON, or multipart where a route takes an
 * upload). SameSite=Lax still sends the session cookie from sibling subdomains and other ports
 * of the same site, so the cookie alone proves nothing. Checked before the body is read.
 */
export function registerSameOriginRule(app: FastifyInstance, options: { appUrl: string }) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const { config, schema } = request.routeOptions;
    if (config.callerProof === 'signature') return;
    if (!comesFromApp(request, options.appUrl)) {
      throw new AppError('FORBIDDEN', sameOriginMessages.crossSite);
    }
    if (!hasBody(request)) return;
    // JSON cannot be sent cross-site without a preflight; multipart only where a route takes it.
    const uploads = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const type = mediaType(request);
    if (type !== 'application/json' && !uploads.includes(type)) {
      throw new AppError('FORBIDDEN', sameOriginMessages.contentType);
    }
  });
}
