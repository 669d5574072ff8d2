import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { premiumTransactions, subscriptions } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { deliverSigned, testWebhookSecret } from './billing-test-events';
import { promoCodeInvalidMessage } from './stripe-provider';
import { startStripeStandIn, type StripeEvent, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stripe_stand_in_0123456789abcdef';
const PRICES = { pro: 'price_pro_test', business: 'price_business_test' };
const LAUNCH = { id: 'promo_test_launch20', code: 'LAUNCH20', percentOff: 20 };

let stripe: StripeStandIn;
// Registered before useTestApp's: the stand-in listens before the app is built.
beforeAll(async () => {
  stripe = await startStripeStandIn({
    prices: { [PRICES.pro]: 2900, [PRICES.business]: 9900 },
    promotionCodes: [LAUNCH],
  });
});
afterAll(() => stripe.close());

const ctx = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: PRICES.pro,
  STRIPE_PRICE_BUSINESS: PRICES.business,
  // Read when the app is built, once the stand-in has its port.
  get STRIPE_API_URL() {
    return stripe.url;
  },
});
const kit = memberKit(ctx);

const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ada Lovelace',
};

async function startCheckout(member: Member, body: { plan: string; promoCode?: string }) {
  const started = await kit.as(member).post('/api/billing/checkout', body);
  expect(started.statusCode).toBe(201);
  return started.json() as { id: string; url: string };
}

/** Delivers Stripe's events as Stripe does: each signed with the endpoint's secret. */
async function deliver(events: StripeEvent[]) {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await deliverSigned(ctx.app, payload, { header });
    expect(answer.statusCode, `${event.type}: ${answer.body}`).toBe(200);
  }
}

async function sessionPlan(member: Member) {
  return (await kit.as(member).get('/api/session')).json().user.plan as string;
}

const customersOf = (member: Member) =>
  stripe.requestsTo('POST', '/v1/customers').filter((r) => r.form.email === member.email);
const sessionsOf = (member: Member) =>
  stripe
    .requestsTo('POST', '/v1/checkout/sessions')
    .filter((r) => r.form.client_reference_id === member.userId);

async function subscriptionOf(member: Member) {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.userId));
  return row!;
}

/** A member who paid for `plan` on Stripe's checkout page, and the events that said so. */
async function subscribed(plan: 'pro' | 'business' = 'pro') {
  const member = await kit.member();
  const { id } = await startCheckout(member, { plan });
  const events = stripe.payCheckout(id);
  await deliver(events);
  return { member, checkoutId: id, subscription: await subscriptionOf(member) };
}

describe('checkout through Stripe', () => {
  it("creates the member's customer once and a subscription checkout for the plan's price", async () => {
    const member = await kit.member();
    const unknown = await kit
      .as(member)
      .post('/api/billing/checkout', { plan: 'pro', promoCode: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors.promoCode).toEqual([promoCodeInvalidMessage]);
    expect(customersOf(member)).toHaveLength(0);
    expect(sessionsOf(member)).toHaveLength(0);

    const first = await startCheckout(member, { plan: 'pro' });
    const [customer] = customersOf(member);
    expect(customersOf(member)).toHaveLength(1);
    expect(customer!.form).toMatchObject({ name: member.name, 'metadata[userId]': member.userId });
    expect(customer!.authorization).toBe('Bearer sk_test_stand_in');
    const [session] = sessionsOf(member);
    expect(first.id).toMatch(/^cs_test_/);
    expect(first.url).toBe(`https://checkout.stripe.com/c/pay/${first.id}`);
    expect(session!.form).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: member.userId,
      'line_items[0][price]': PRICES.pro,
      'line_items[0][quantity]': '1',
      allow_promotion_codes: 'true',
      success_url:
        'http://localhost:3000/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
      'metadata[userId]': member.userId,
      'metadata[plan]': 'pro',
      'subscription_data[metadata][userId]': member.userId,
      'subscription_data[metadata][plan]': 'pro',
    });
    const customerId = session!.form.customer;

    const pending = await kit.as(member).get(`/api/billing/checkout/${first.id}`);
    expect(pending.json()).toMatchObject({
      status: 'open',
      provider: 'stripe',
      plan: 'pro',
      amountCents: 2900,
      activePlan: 'free',
    });
    const byCard = await kit.as(member).post(`/api/billing/checkout/${first.id}/card`, card);
    expect(byCard.statusCode).toBe(409);

    // The member left Stripe's page without paying, and comes back with a promotion code.
    const second = await startCheckout(member, { plan: 'pro', promoCode: LAUNCH.code });
    expect(second.id).not.toBe(first.id);
    expect(customersOf(member)).toHaveLength(1);
    const lookups = stripe.requestsTo('GET', '/v1/promotion_codes');
    expect(lookups.at(-1)!.query).toMatchObject({ code: LAUNCH.code, active: 'true' });
    const discounted = sessionsOf(member)[1]!.form;
    expect(discounted).toMatchObject({
      customer: customerId,
      'discounts[0][promotion_code]': LAUNCH.id,
    });
    expect(discounted).not.toHaveProperty('allow_promotion_codes');

    await deliver(stripe.payCheckout(second.id));
    const [payment] = await ctx.database.db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.userId, member.userId));
    expect(payment).toMatchObject({ provider: 'stripe', plan: 'pro', amountCents: 2320 });
  });

  it('makes the member Pro only once Stripe’s signed events arrive', async () => {
    const member = await kit.member();
    const { id } = await startCheckout(member, { plan: 'pro' });
    const events = stripe.payCheckout(id);
    expect(events.map((event) => event.api_version)).toEqual(Array(3).fill(Stripe.API_VERSION));
    expect(await sessionPlan(member)).toBe('free');

    await deliver(events);
    expect(await sessionPlan(member)).toBe('pro');
    const checkout = await kit.as(member).get(`/api/billing/checkout/${id}`);
    expect(checkout.json()).toMatchObject({ status: 'complete', activePlan: 'pro' });
    const subscription = await subscriptionOf(member);
    const summary = await kit.as(member).get('/api/billing');
    expect(summary.json()).toMatchObject({
      plan: 'pro',
      provider: 'stripe',
      portal: true,
      subscription: {
        id: subscription.id,
        plan: 'pro',
        status: 'active',
        cancelAtPeriodEnd: false,
      },
    });
    expect(subscription.id).toMatch(/^sub_test_/);
    expect(subscription.paidThrough!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // Stripe delivers again when it hears nothing back: nothing is counted twice.
    await deliver(events);
    const payments = await ctx.database.db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.userId, member.userId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'stripe', plan: 'pro', amountCents: 2900 });
    const again = await kit.as(member).post('/api/billing/checkout', { plan: 'business' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(billingMessages.alreadySubscribed);
  });

  it('reads the plan from the price: Business checkouts, and plan changes in the portal', async () => {
    const business = await subscribed('business');
    expect(sessionsOf(business.member)[0]!.form['line_items[0][price]']).toBe(PRICES.business);
    expect(await sessionPlan(business.member)).toBe('business');
    expect(business.subscription.plan).toBe('business');

    // The portal changes the price, not the metadata written at checkout.
    const upgraded = await subscribed('pro');
    const change = stripe.switchPrice(upgraded.subscription.id, PRICES.business);
    expect(change.data.object).toMatchObject({ metadata: { plan: 'pro' } });
    await deliver([change]);
    expect(await sessionPlan(upgraded.member)).toBe('business');
  });

  it("cancels the renewal through Stripe's API and opens Stripe's billing portal", async () => {
    const { member, subscription } = await subscribed('pro');

    const cancelled = await kit
      .as(member)
      .put('/api/billing/subscription/renewal', { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update.map((r) => r.form)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(cancelled.json()).toMatchObject({
      plan: 'pro',
      subscription: { id: subscription.id, cancelAtPeriodEnd: true, status: 'active' },
    });
    const summary = await kit.as(member).get('/api/billing');
    expect(summary.json().subscription.cancelAtPeriodEnd).toBe(true);

    const kept = await kit
      .as(member)
      .put('/api/billing/subscription/renewal', { cancelAtPeriodEnd: false });
    expect(kept.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(2);

    const portal = await kit.as(member).post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    const [opened] = stripe
      .requestsTo('POST', '/v1/billing_portal/sessions')
      .filter((r) => r.form.customer === subscription.customerId);
    expect(opened!.form).toEqual({
      customer: subscription.customerId,
      return_url: 'http://localhost:3000/billing',
    });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
  });

  it("refuses events signed with the local test checkout's secret", async () => {
    const member = await kit.member();
    const { id } = await startCheckout(member, { plan: 'pro' });
    for (const event of stripe.payCheckout(id)) {
      const refused = await deliverSigned(ctx.app, JSON.stringify(event), {
        secret: testWebhookSecret,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(billingMessages.webhookSignature);
    }
    expect(await sessionPlan(member)).toBe('free');
    const checkout = await kit.as(member).get(`/api/billing/checkout/${id}`);
    expect(checkout.json().status).toBe('open');
  });
});
