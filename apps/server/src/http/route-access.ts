import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@cofound/shared/errors';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { hasPremiumAccess, premiumRequiredMessage } from '@cofound/shared/billing/plan';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start when one does not. Ownership of a record is checked in the feature's service.
 */
export type RouteAccess = 'public' | 'member' | 'premium' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * Error codes the route answers beyond the ones every route of its kind can answer
     * (validation, sign-in, admin, cross-site refusal, rate limit, internal error), so that
     * the OpenAPI document lists every status the route really answers.
     */
    errors?: readonly ErrorCode[];
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every /api route the app serves, with who may call it (the access matrix test reads it). */
    routeCatalog: CatalogRoute[];
  }
}

export type CatalogRoute = { method: string; url: string; access: RouteAccess };

export function requireMember(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  return request.sessionUser;
}

/** A member with an active Pro or Business plan, or an admin (docs/product.md#plans). */
export function requirePremium(request: FastifyRequest): SessionUser {
  const user = requireMember(request);
  if (!hasPremiumAccess(user)) {
    throw new AppError('PREMIUM_REQUIRED', premiumRequiredMessage);
  }
  return user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireMember(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only.');
  return user;
}

/** Routes the framework plugins add themselves (docs, static files) need no declaration. */
function isFrameworkRoute(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/docs');
}

export function registerRouteAccess(
  app: FastifyInstance,
  resolveSessionUser: (request: FastifyRequest) => Promise<SessionUser | null>,
) {
  app.decorateRequest('sessionUser', null);
  const catalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    if (isFrameworkRoute(route.url)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    // Fastify adds a HEAD route beside every GET route: the GET entry stands for both.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') catalog.push({ method, url: route.url, access });
    }
  });

  // Before validation: a signed-out caller learns nothing about a route's input rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    request.sessionUser = await resolveSessionUser(request);
    if (access === 'member') requireMember(request);
    if (access === 'premium') requirePremium(request);
    if (access === 'admin') requireAdmin(request);
  });
}
