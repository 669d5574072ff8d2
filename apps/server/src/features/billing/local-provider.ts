// Cofound's own test checkout, for laptops and tests (docs/decisions/0016-payments.md): a card
// page that takes the standard test cards, and events signed like Stripe's, delivered to the
// same webhook. It renews its subscriptions monthly, as a provider's billing cycle would.
import { planMonthlyPriceCents, type PaidPlan } from '@cofound/shared/billing/plan';
import type { BillingEvent } from './billing-events';
import type { BillingRepository, SubscriptionRow } from './billing.repository';
import {
  checkoutCompletedEvent,
  invoicePaidEvent,
  localId,
  localPrices,
  subscriptionEvent,
  type LocalEvent,
  type LocalSubscription,
} from './local-events';
import type { PaymentProvider } from './payment-provider';
import { addOneMonth } from './premium-state';

/** How long a local checkout page stays payable, as a hosted checkout's session does. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Sends one signed event to the webhook; throws unless it was accepted. */
export type DeliverEvent = (event: LocalEvent) => Promise<void>;

export type LocalProvider = PaymentProvider & {
  /** Charges a paid checkout: the subscription starts, and its events go to the webhook. */
  completePayment(checkout: { id: string; userId: string; plan: PaidPlan }): Promise<void>;
  /** Renews or ends the local subscriptions whose period is over; answers how many. */
  renewDue(now: Date): Promise<number>;
};

function asLocal(row: SubscriptionRow, periodStart: Date, periodEnd: Date): LocalSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    periodStart,
    periodEnd,
    endedAt: row.endedAt,
  };
}

export function createLocalProvider(deps: {
  repository: Pick<BillingRepository, 'customerOf' | 'dueLocalRenewals'>;
  webhookSecret: string;
  appUrl: string;
  deliver: DeliverEvent;
}): LocalProvider {
  const { repository, deliver } = deps;
  const planOfPrice = (priceId: string): PaidPlan | null =>
    (Object.entries(localPrices).find(([, id]) => id === priceId)?.[0] as PaidPlan) ?? null;

  return {
    name: 'local',
    hasPortal: false,
    webhookSecret: deps.webhookSecret,
    planOfPrice,

    async createCheckout(request) {
      const id = localId('cs');
      return {
        id,
        url: `${deps.appUrl}/checkout/${id}`,
        customerId: request.customerId ?? localId('cus'),
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      };
    },

    async completePayment(checkout) {
      const customerId = await repository.customerOf(checkout.userId, 'local');
      if (!customerId) throw new Error(`checkout ${checkout.id} has no local customer`);
      const now = new Date();
      const subscription: LocalSubscription = {
        id: localId('sub'),
        customerId,
        userId: checkout.userId,
        plan: checkout.plan,
        status: 'active',
        cancelAtPeriodEnd: false,
        periodStart: now,
        periodEnd: addOneMonth(now),
        endedAt: null,
      };
      // The order a provider sends them in; fulfilment would cope with any order.
      await deliver(subscriptionEvent('customer.subscription.created', subscription, now));
      await deliver(
        checkoutCompletedEvent({ ...checkout, customerId, subscriptionId: subscription.id }, now),
      );
      await deliver(
        invoicePaidEvent(
          {
            id: localId('in'),
            subscription,
            amountCents: planMonthlyPriceCents[checkout.plan],
            billingReason: 'subscription_create',
          },
          now,
        ),
      );
    },

    async setCancelAtPeriodEnd(row, cancel): Promise<BillingEvent | null> {
      const periodEnd = row.currentPeriodEnd ?? new Date();
      const subscription = { ...asLocal(row, periodEnd, periodEnd), cancelAtPeriodEnd: cancel };
      await deliver(subscriptionEvent('customer.subscription.updated', subscription, new Date()));
      return null;
    },

    portalUrl() {
      return Promise.reject(new Error('the local test checkout has no billing portal'));
    },

    async renewDue(now) {
      const due = await repository.dueLocalRenewals(100);
      for (const row of due) {
        const ended = row.currentPeriodEnd ?? now;
        // Ids fixed by the period: a renewal run twice sends the same events, applied once.
        const period = `${row.id}_${Math.floor(ended.getTime() / 1000)}`;
        if (row.cancelAtPeriodEnd) {
          const over = {
            ...asLocal(row, ended, ended),
            status: 'canceled' as const,
            endedAt: ended,
          };
          await deliver(
            subscriptionEvent(
              'customer.subscription.deleted',
              over,
              now,
              `evt_local_end_${period}`,
            ),
          );
          continue;
        }
        const next = asLocal(row, ended, addOneMonth(ended));
        await deliver(
          invoicePaidEvent(
            {
              id: `in_local_${period}`,
              subscription: next,
              amountCents: planMonthlyPriceCents[row.plan],
              billingReason: 'subscription_cycle',
            },
            now,
            `evt_local_paid_${period}`,
          ),
        );
        await deliver(
          subscriptionEvent(
            'customer.subscription.updated',
            next,
            now,
            `evt_local_renew_${period}`,
          ),
        );
      }
      return due.length;
    },
  };
}
