// Signed provider events for the billing tests, shaped as the local test checkout sends them.
import type { FastifyInstance } from 'fastify';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { TEST_AUTH_SECRET } from '../../test/test-app';
import { addOneMonth } from './premium-state';
import {
  invoicePaidEvent,
  localId,
  subscriptionEvent,
  type LocalSubscription,
} from './local-events';
import { localWebhookSecret, signatureHeader } from './webhook-signature';

export const testWebhookSecret = localWebhookSecret(TEST_AUTH_SECRET);

export function testSubscription(
  userId: string,
  over: Partial<LocalSubscription> = {},
  plan: PaidPlan = 'pro',
): LocalSubscription {
  const periodStart = over.periodStart ?? new Date();
  return {
    id: localId('sub'),
    customerId: localId('cus'),
    userId,
    plan,
    status: 'active',
    cancelAtPeriodEnd: false,
    periodStart,
    periodEnd: addOneMonth(periodStart),
    endedAt: null,
    ...over,
  };
}

export const paid = (subscription: LocalSubscription, at = new Date()) =>
  invoicePaidEvent(
    { id: localId('in'), subscription, amountCents: 2900, billingReason: 'subscription_create' },
    at,
  );

export { subscriptionEvent };

/** Posts `payload` to the webhook with a signature made by `secret` at `timestamp` (seconds). */
export function deliverSigned(
  app: FastifyInstance,
  payload: string,
  options: { secret?: string; timestamp?: number; header?: string | null } = {},
) {
  const header =
    options.header === undefined
      ? signatureHeader(payload, options.secret ?? testWebhookSecret, options.timestamp)
      : options.header;
  return app.inject({
    method: 'POST',
    url: billingContract.webhook.path,
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}
