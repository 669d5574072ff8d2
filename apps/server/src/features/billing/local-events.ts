// The events Cofound's own test checkout sends, shaped as Stripe's are (the fields fulfilment
// reads), so that one webhook and one fulfilment serve both providers.
import { randomBytes } from 'node:crypto';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { SubscriptionStatus } from './billing-events';

export type LocalEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
};

/** A test-mode id with the provider's prefix. */
export function localId(prefix: 'cs' | 'cus' | 'sub' | 'in' | 'evt'): string {
  return `${prefix}_local_${randomBytes(12).toString('hex')}`;
}

/** The local price ids, one per plan, as a Stripe account would have them. */
export const localPrices: Record<PaidPlan, string> = {
  pro: 'price_local_pro',
  business: 'price_local_business',
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(type: string, object: Record<string, unknown>, at: Date, id?: string): LocalEvent {
  return {
    id: id ?? localId('evt'),
    object: 'event',
    type,
    created: seconds(at),
    livemode: false,
    data: { object },
  };
}

export type LocalSubscription = {
  id: string;
  customerId: string;
  userId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  endedAt: Date | null;
};

function subscriptionObject(subscription: LocalSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    ended_at: subscription.endedAt ? seconds(subscription.endedAt) : null,
    metadata: { userId: subscription.userId, plan: subscription.plan },
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: seconds(subscription.periodStart),
          current_period_end: seconds(subscription.periodEnd),
          price: { id: localPrices[subscription.plan], object: 'price' },
        },
      ],
    },
  };
}

export function subscriptionEvent(
  type:
    | 'customer.subscription.created'
    | 'customer.subscription.updated'
    | 'customer.subscription.deleted',
  subscription: LocalSubscription,
  at: Date,
  id?: string,
): LocalEvent {
  return event(type, subscriptionObject(subscription), at, id);
}

export function checkoutCompletedEvent(
  checkout: {
    id: string;
    customerId: string;
    subscriptionId: string;
    userId: string;
    plan: PaidPlan;
  },
  at: Date,
): LocalEvent {
  return event(
    'checkout.session.completed',
    {
      id: checkout.id,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: checkout.userId,
      customer: checkout.customerId,
      subscription: checkout.subscriptionId,
      metadata: { userId: checkout.userId, plan: checkout.plan },
    },
    at,
  );
}

export function invoicePaidEvent(
  invoice: {
    id: string;
    subscription: LocalSubscription;
    amountCents: number;
    billingReason: 'subscription_create' | 'subscription_cycle';
  },
  at: Date,
  id?: string,
): LocalEvent {
  const { subscription } = invoice;
  return event(
    'invoice.paid',
    {
      id: invoice.id,
      object: 'invoice',
      customer: subscription.customerId,
      status: 'paid',
      billing_reason: invoice.billingReason,
      amount_paid: invoice.amountCents,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { userId: subscription.userId, plan: subscription.plan },
        },
      },
      lines: {
        object: 'list',
        data: [
          {
            object: 'line_item',
            amount: invoice.amountCents,
            period: {
              start: seconds(subscription.periodStart),
              end: seconds(subscription.periodEnd),
            },
            pricing: {
              type: 'price_details',
              price_details: { price: localPrices[subscription.plan] },
            },
          },
        ],
      },
    },
    at,
    id,
  );
}
