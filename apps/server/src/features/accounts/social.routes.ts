import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import {
  socialProviderIds,
  socialProviderNames,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import type { Env } from '../../config/env';
import { registerEndpoint } from '../../http/endpoint-route';
import { emptyAnswer } from '../../http/openapi-responses';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { configuredSocialProviders, isSocialProviderId } from './social-providers';

export const DEFAULT_RETURN_PATH = '/dashboard';
const MAX_RETURN_PATH_LENGTH = 512;

function isControlOrSpace(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x20 || code === 0x7f || /\s/.test(character);
}

/**
 * Where to land after sign-in (or linking): a path on this site only. Anything that a browser
 * could read as another origin ('//host', '/\host', 'https://...', control characters it would
 * strip) or that points back into the API falls back to `fallback` (/dashboard).
 */
export function safeReturnPath(from: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof from !== 'string' || from.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!from.startsWith('/') || from.startsWith('//')) return fallback;
  // Browsers treat '\' as '/' and drop tabs and newlines, so '/\evil' and '/\t/evil' go off-site.
  if (from.includes('\\') || [...from].some(isControlOrSpace)) return fallback;
  const base = 'http://cofound.invalid';
  let parsed: URL;
  try {
    parsed = new URL(from, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  if (parsed.pathname === '/api' || parsed.pathname.startsWith('/api/')) return fallback;
  return from;
}

/** Where better-auth sends the browser after the provider: the web's /auth/callback page. */
export function socialCallbackUrls(provider: SocialProviderId, from: unknown) {
  const returnPath = safeReturnPath(from);
  return {
    callbackURL: `/auth/callback?${new URLSearchParams({ from: returnPath })}`,
    // better-auth appends its own '&error=<code>&error_description=...' to this one.
    errorCallbackURL: `/auth/callback?${new URLSearchParams({ error: '1', provider, from: returnPath })}`,
  };
}

export function providerNotConfiguredUrl(provider: SocialProviderId): string {
  return `/signin?${new URLSearchParams({ error: 'provider_not_configured', provider })}`;
}

/** Who may call: anyone. Signing in is what these routes are for. */
export async function registerSocialRoutes(app: FastifyInstance, auth: Auth, env: Env) {
  const configured = configuredSocialProviders(env);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, accountsContract.providers, async () => ({
    providers: socialProviderIds.map((id) => ({
      id,
      name: socialProviderNames[id],
      configured: configured[id],
    })),
  }));

  typed.get(
    '/api/accounts/social/:provider/start',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Starts social sign-in: redirects to the provider (a plain link, not an XHR)',
        params: z.object({ provider: z.string().max(32) }),
        querystring: z.object({ from: z.string().max(2048).optional() }),
        response: {
          302: emptyAnswer(
            'To the provider, or back to the web with an error when it cannot start',
          ),
        },
      },
      config: {
        access: 'public',
        errors: ['NOT_FOUND'],
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isSocialProviderId(provider)) {
        throw new AppError('NOT_FOUND', `No such sign-in provider: ${provider}`);
      }
      reply.header('cache-control', 'no-store');
      if (!configured[provider]) return reply.redirect(providerNotConfiguredUrl(provider), 302);

      // Generic-oauth providers (Google, LinkedIn) are registered as ordinary social providers,
      // so one better-auth endpoint starts every flow. It sets the signed state cookie that the
      // callback checks; the browser has to get it together with the redirect.
      const { callbackURL, errorCallbackURL } = socialCallbackUrls(provider, request.query.from);
      let response: Response | undefined;
      try {
        response = await auth.api.signInSocial({
          body: { provider, callbackURL, errorCallbackURL, disableRedirect: true },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
      } catch (error) {
        request.log.error({ err: error, provider }, 'social sign-in did not start');
      }
      const result = response?.ok ? ((await response.json()) as { url?: unknown }) : {};
      if (!response || typeof result.url !== 'string') {
        // E.g. the provider's discovery document is unreachable: the web says it failed.
        request.log.error({ provider, status: response?.status }, 'social sign-in did not start');
        return reply.redirect(`${errorCallbackURL}&error=start_failed`, 302);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(result.url, 302);
    },
  );
}
