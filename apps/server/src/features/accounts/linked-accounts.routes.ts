import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsContract as api } from '@cofound/shared/accounts/accounts.contract';
import { SOCIAL_LINK_PATH } from '@cofound/shared/accounts/providers.schemas';
import { registerEndpoint } from '../../http/endpoint-route';
import { emptyAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import { sameOriginMessages } from '../../http/same-origin';
import { AppError } from '../../lib/app-error';
import type { LinkedAccountsService } from './linked-accounts.service';
import { isSocialProviderId } from './social-providers';

/**
 * A member's linked providers (docs/product.md#verified-badges). Who may call: a signed-in
 * member, about their own accounts only.
 */
export async function registerLinkedAccountsRoutes(
  app: FastifyInstance,
  deps: { linked: LinkedAccountsService },
) {
  const { linked } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, api.linkedAccounts, async ({ member }) => linked.list(member));
  registerEndpoint(app, api.unlinkAccount, async ({ member, params, request }) => {
    await linked.unlink(member, params.provider, request.headers);
  });

  typed.get(
    SOCIAL_LINK_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Starts linking a provider to your account: redirects to it (a plain link)',
        params: z.object({ provider: z.string().max(32) }),
        querystring: z.object({ from: z.string().max(2048).optional() }),
        response: {
          302: emptyAnswer('To the provider, or back to `from` with the reason it cannot start'),
        },
      },
      config: {
        access: 'member',
        errors: ['NOT_FOUND', 'FORBIDDEN'],
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      // A link the browser follows from another site (even a sibling one) starts nothing: the
      // provider may answer at once for someone who approved Cofound before.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new AppError('FORBIDDEN', sameOriginMessages.crossSite);
      }
      const { provider } = request.params;
      if (!isSocialProviderId(provider)) {
        throw new AppError('NOT_FOUND', `No such sign-in provider: ${provider}`);
      }
      const { location, cookies } = await linked.startLink(
        member,
        provider,
        request.query.from,
        request.headers,
        request.log,
      );
      reply.header('cache-control', 'no-store');
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(location, 302);
    },
  );
}
