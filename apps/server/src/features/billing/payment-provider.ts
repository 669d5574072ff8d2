import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { BillingEvent } from './billing-events';
import type { Provider, SubscriptionRow } from './billing.repository';

export type CheckoutRequest = {
  userId: string;
  email: string;
  name: string;
  plan: PaidPlan;
  /** The member's customer at this provider, reused when they have one. */
  customerId: string | null;
  /** Keeps a customer the provider just made, before anything else can fail. */
  saveNewCustomer: (customerId: string) => Promise<void>;
  promoCode: string | undefined;
  successUrl: string;
  cancelUrl: string;
};

export type CreatedCheckout = { id: string; url: string; customerId: string; expiresAt: Date };

/**
 * A payment provider behind one interface: Stripe when configured, Cofound's own test checkout
 * otherwise. Both sign their events the same way and send them to the same webhook.
 */
export interface PaymentProvider {
  readonly name: Provider;
  /** The provider has a billing portal of its own to send members to. */
  readonly hasPortal: boolean;
  /** The secret the provider's events are signed with. */
  readonly webhookSecret: string;
  planOfPrice(priceId: string): PaidPlan | null;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Asks the provider to end the subscription at its period's end (or to keep renewing). Answers
   * the provider's own account of the new state when it gives one, to apply like an event.
   */
  setCancelAtPeriodEnd(
    subscription: SubscriptionRow,
    cancel: boolean,
  ): Promise<BillingEvent | null>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}
