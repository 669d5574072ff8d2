// Stripe behind the payment provider interface: hosted Checkout in subscription mode, the
// customer reused, promotion codes allowed, and Stripe's billing portal.
import Stripe from 'stripe';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { AppError } from '../../lib/app-error';
import { readBillingEvent } from './billing-events';
import type { PaymentProvider } from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  /** Another API host (a local stand-in in tests); Stripe's own when absent. */
  apiUrl?: string;
};

export const promoCodeInvalidMessage = 'This promotion code is not valid.';

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));
  const planOfPrice = (priceId: string): PaidPlan | null =>
    (Object.entries(settings.prices).find(([, id]) => id === priceId)?.[0] as PaidPlan) ?? null;

  async function promotionCodeId(code: string): Promise<string> {
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    const id = found.data[0]?.id;
    if (!id)
      throw new AppError('VALIDATION_FAILED', promoCodeInvalidMessage, {
        promoCode: [promoCodeInvalidMessage],
      });
    return id;
  }

  return {
    name: 'stripe',
    hasPortal: true,
    webhookSecret: settings.webhookSecret,
    planOfPrice,

    async createCheckout(request) {
      // Before the customer: a refused code makes none.
      const promotionCode = request.promoCode ? await promotionCodeId(request.promoCode) : null;
      let customerId = request.customerId;
      if (!customerId) {
        const customer = await stripe.customers.create({
          email: request.email,
          name: request.name,
          metadata: { userId: request.userId },
        });
        customerId = customer.id;
        await request.saveNewCustomer(customerId);
      }
      const metadata = { userId: request.userId, plan: request.plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: request.userId,
        line_items: [{ price: settings.prices[request.plan], quantity: 1 }],
        ...(promotionCode
          ? { discounts: [{ promotion_code: promotionCode }] }
          : { allow_promotion_codes: true }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return {
        id: session.id,
        url: session.url,
        customerId,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      const updated = await stripe.subscriptions.update(subscription.id, {
        cancel_at_period_end: cancel,
      });
      return readBillingEvent(
        {
          id: `api_${updated.id}`,
          type: 'customer.subscription.updated',
          created: Math.floor(Date.now() / 1000),
          data: { object: updated },
        },
        planOfPrice,
      );
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
