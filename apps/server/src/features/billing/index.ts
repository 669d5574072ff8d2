import type { FastifyInstance } from 'fastify';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import { createBillingRepository } from './billing.repository';
import { registerBillingRoutes } from './billing.routes';
import { createBillingService, type BillingService } from './billing.service';
import { createLocalProvider, type DeliverEvent } from './local-provider';
import type { LocalEvent } from './local-events';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, type StripeSettings } from './stripe-provider';
import { localWebhookSecret, signatureHeader } from './webhook-signature';

export type { BillingService };
// For tools that deliver signed provider events (benchmarks, tests).
export { invoicePaidEvent, localId } from './local-events';
// The billing cycle and the premium rule, also for the demo seed's subscriptions.
export {
  addOneMonth,
  grantedMonthAfter,
  premiumStateOf,
  type PremiumGrantTerm,
} from './premium-state';
// Referral rewards: granted by the referrals feature inside its own unit of work.
export { grantReferralMonth, referralGrantCount } from './referral-grant';
export { signatureHeader } from './webhook-signature';

/** Delivers a local event again until the webhook takes it, as a provider retries. */
export const LOCAL_DELIVERY_JOB = 'billing.local-delivery';
/** The local test checkout's billing cycle. */
export const LOCAL_RENEWALS_JOB = 'billing.local-renewals';
const LOCAL_RENEWALS_EVERY_MS = 15 * 60 * 1000;

/**
 * Plans and payment: Stripe when its settings are given, else Cofound's own test checkout,
 * whose events go signed through the same webhook route (an in-process request).
 */
export async function registerBillingFeature(
  app: FastifyInstance,
  deps: { db: Db; jobs: Jobs; appUrl: string; appSecret: string; stripe: StripeSettings | null },
): Promise<BillingService> {
  const repository = createBillingRepository(deps.db);
  const webhookSecret = deps.stripe?.webhookSecret ?? localWebhookSecret(deps.appSecret);

  const post = async (event: LocalEvent): Promise<void> => {
    const payload = JSON.stringify(event);
    const answer = await app.inject({
      method: billingContract.webhook.method,
      url: billingContract.webhook.path,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(payload, webhookSecret),
      },
      payload,
    });
    if (answer.statusCode !== 200) {
      throw new Error(`webhook refused ${event.type} ${event.id}: ${answer.statusCode}`);
    }
  };
  const deliver: DeliverEvent = async (event) => {
    try {
      await post(event);
    } catch (error) {
      app.log.warn({ err: error, event: event.id }, 'local billing event queued for redelivery');
      await deps.jobs.enqueue({ kind: LOCAL_DELIVERY_JOB, payload: event, maxAttempts: 10 });
    }
  };

  const provider: PaymentProvider = deps.stripe
    ? createStripeProvider(deps.stripe)
    : createLocalProvider({ repository, webhookSecret, appUrl: deps.appUrl, deliver });
  const service = createBillingService({ repository, provider, appUrl: deps.appUrl, log: app.log });

  if (!deps.stripe) {
    deps.jobs.handle(LOCAL_DELIVERY_JOB, (payload) => post(payload as LocalEvent));
    deps.jobs.handle(LOCAL_RENEWALS_JOB, async () => {
      await service.renewLocalSubscriptions();
    });
    deps.jobs.every(LOCAL_RENEWALS_JOB, LOCAL_RENEWALS_EVERY_MS);
  }
  await registerBillingRoutes(app, service);
  return service;
}
