import type { FastifyInstance } from 'fastify';
import { billingContract as api } from '@cofound/shared/billing/billing.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { BillingService } from './billing.service';

/** Provider events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function registerBillingRoutes(app: FastifyInstance, service: BillingService) {
  registerEndpoint(app, api.summary, async ({ member }) => service.summary(member));
  registerEndpoint(app, api.startCheckout, async ({ member, body }) =>
    service.startCheckout(member, body),
  );
  registerEndpoint(app, api.checkout, async ({ member, params }) =>
    service.checkout(member, params.id),
  );
  registerEndpoint(app, api.payTestCheckout, async ({ member, params, body }) =>
    service.payTestCheckout(member, params.id, body),
  );
  registerEndpoint(app, api.setRenewal, async ({ member, body }) =>
    service.setRenewal(member, body.cancelAtPeriodEnd),
  );
  registerEndpoint(app, api.portal, async ({ member }) => service.portal(member));
  registerEndpoint(app, api.transactions, async ({ member, query }) =>
    service.transactions(member, query),
  );

  // The signature covers the body's exact bytes: this route keeps them instead of parsing JSON.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerEndpoint(
      scope,
      api.webhook,
      async ({ request }) => {
        const signature = request.headers['stripe-signature'];
        await service.receiveEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
      { config: { callerProof: 'signature' }, bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });
}
