import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Security headers and a per-address rate limit for the whole API. */
export async function registerSecurity(app: FastifyInstance, options: { ratePerMinute: number }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The API reference page renders with inline scripts of its own; it carries no user data.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/docs')) reply.removeHeader('content-security-policy');
  });

  // API answers carry member data: no browser or proxy keeps them unless a route says otherwise
  // (uploaded pictures are immutable and say so).
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('x-request-id', String(request.id));
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, {
    global: true,
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'),
  });
}
