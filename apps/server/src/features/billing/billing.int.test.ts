import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { cardMessages } from '@cofound/shared/billing/test-cards';
import { billingEvents, premiumTransactions, profiles, subscriptions } from '../../db/schema';
import { testCardForm } from '../../test/checkout-card';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import {
  deliverSigned,
  paid,
  subscriptionEvent,
  testSubscription,
  testWebhookSecret,
} from './billing-test-events';
import { LOCAL_RENEWALS_JOB } from './index';
import { signatureHeader } from './webhook-signature';

const ctx = useTestApp();
const kit = memberKit(ctx);

async function premiumOf(member: Member) {
  const [row] = await ctx.database.db
    .select({
      isPremium: profiles.isPremium,
      premiumUntil: profiles.premiumUntil,
      plan: profiles.currentPlanId,
    })
    .from(profiles)
    .where(eq(profiles.userId, member.userId));
  return row!;
}

async function sessionPlan(member: Member) {
  return (await kit.as(member).get('/api/session')).json().user.plan as string;
}

async function startCheckout(member: Member, plan: 'pro' | 'business' = 'pro') {
  const started = await kit.as(member).post('/api/billing/checkout', { plan });
  expect(started.statusCode).toBe(201);
  return started.json() as { id: string; url: string };
}

describe('the local test checkout', () => {
  it('charges a test card, and only the webhook it sends makes the member Pro', async () => {
    const member = await kit.member();
    const { id, url } = await startCheckout(member);
    expect(url).toBe(`http://localhost:3000/checkout/${id}`);
    expect(await sessionPlan(member)).toBe('free');

    const declined = await kit
      .as(member)
      .post(`/api/billing/checkout/${id}/card`, { ...testCardForm, number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: cardMessages.declined,
    });
    const broke = await kit
      .as(member)
      .post(`/api/billing/checkout/${id}/card`, { ...testCardForm, number: '4000 0000 0000 9995' });
    expect(broke.json().error.message).toBe(cardMessages.insufficientFunds);
    const typo = await kit
      .as(member)
      .post(`/api/billing/checkout/${id}/card`, { ...testCardForm, number: '4242 4242 4242 4241' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fieldErrors.number).toEqual([cardMessages.numberInvalid]);
    expect((await premiumOf(member)).isPremium).toBe(false);

    const payment = await kit.as(member).post(`/api/billing/checkout/${id}/card`, testCardForm);
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({
      status: 'complete',
      activePlan: 'pro',
      lastError: null,
    });
    expect(await sessionPlan(member)).toBe('pro');
    const premium = await premiumOf(member);
    expect(premium).toMatchObject({ isPremium: true, plan: 'pro' });
    expect(premium.premiumUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    const payments = await ctx.database.db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.userId, member.userId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 2900, plan: 'pro', provider: 'local' });

    const again = await kit.as(member).post(`/api/billing/checkout/${id}/card`, testCardForm);
    expect(again.statusCode).toBe(409);
    const second = await kit.as(member).post('/api/billing/checkout', { plan: 'business' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(billingMessages.alreadySubscribed);

    const usage = await kit.as(member).get('/api/connections/usage');
    expect(usage.json()).toMatchObject({ plan: 'pro', limit: null });
    const history = await kit.as(member).get('/api/billing/transactions');
    expect(history.json().items).toHaveLength(1);
  });

  it("keeps one member's checkout from another", async () => {
    const owner = await kit.member();
    const other = await kit.member();
    const { id } = await startCheckout(owner);
    expect((await kit.as(other).get(`/api/billing/checkout/${id}`)).statusCode).toBe(404);
    const paying = await kit.as(other).post(`/api/billing/checkout/${id}/card`, testCardForm);
    expect(paying.statusCode).toBe(404);
    expect((await premiumOf(owner)).isPremium).toBe(false);
  });

  it('renews monthly, and a cancellation at period end ends premium when the period does', async () => {
    const member = await kit.member();
    const { id } = await startCheckout(member);
    await kit.as(member).post(`/api/billing/checkout/${id}/card`, testCardForm);
    const db = ctx.database.db;
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    // The period is over: the billing cycle charges the next one.
    const ended = new Date(Date.now() - 60_000);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended, paidThrough: ended })
      .where(eq(subscriptions.id, subscription!.id));
    await runRenewals();
    const renewed = await premiumOf(member);
    expect(renewed.isPremium).toBe(true);
    expect(renewed.premiumUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    const rows = await db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.userId, member.userId));
    expect(rows).toHaveLength(2);

    const cancelled = await kit
      .as(member)
      .put('/api/billing/subscription/renewal', { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: 'pro',
      subscription: { cancelAtPeriodEnd: true },
    });
    const end = new Date(Date.now() - 1000);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: end, paidThrough: end })
      .where(eq(subscriptions.id, subscription!.id));
    await runRenewals();
    expect(await sessionPlan(member)).toBe('free');
    const [over] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription!.id));
    expect(over).toMatchObject({ status: 'canceled' });
    const still = await db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.userId, member.userId));
    expect(still).toHaveLength(2);
  });
});

/** Runs the billing cycle now (as its periodic job does every quarter of an hour). */
async function runRenewals() {
  await ctx.app.jobs.enqueue({ kind: LOCAL_RENEWALS_JOB });
  await ctx.app.jobs.tick();
}

describe('the webhook', () => {
  it('refuses an unsigned, stale, tampered or wrongly signed delivery, and changes nothing', async () => {
    const member = await kit.member();
    const payload = JSON.stringify(paid(testSubscription(member.userId)));
    const refusals = [
      await deliverSigned(ctx.app, payload, { header: null }),
      await deliverSigned(ctx.app, payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await deliverSigned(ctx.app, payload, { secret: 'whsec_not-the-secret-of-this-app' }),
      await deliverSigned(ctx.app, payload.replace('"amount_paid":2900', '"amount_paid":1'), {
        header: signatureHeader(payload, testWebhookSecret),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(billingMessages.webhookSignature);
    }
    expect((await premiumOf(member)).isPremium).toBe(false);
    const fresh = await deliverSigned(ctx.app, payload, {
      timestamp: Math.floor(Date.now() / 1000) - 299,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await premiumOf(member)).isPremium).toBe(true);
  });

  it('fulfils an event delivered ten times at once exactly once', async () => {
    const member = await kit.member();
    const event = paid(testSubscription(member.userId));
    const payload = JSON.stringify(event);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverSigned(ctx.app, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const db = ctx.database.db;
    expect(
      await db
        .select()
        .from(premiumTransactions)
        .where(eq(premiumTransactions.userId, member.userId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(billingEvents).where(eq(billingEvents.id, event.id)),
    ).toHaveLength(1);
    expect((await premiumOf(member)).isPremium).toBe(true);
  });

  it('does not leave a member premium when the cancellation arrives before the activation', async () => {
    const member = await kit.member();
    const start = new Date(Date.now() - 60_000);
    const subscription = testSubscription(member.userId, { periodStart: start });
    const endedAt = new Date(Date.now() - 1000);
    const cancelled = { ...subscription, status: 'canceled' as const, endedAt };
    const late = new Date(Date.now() - 30_000);
    expect(
      (
        await deliverSigned(
          ctx.app,
          JSON.stringify(subscriptionEvent('customer.subscription.deleted', cancelled, new Date())),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await deliverSigned(
          ctx.app,
          JSON.stringify(subscriptionEvent('customer.subscription.created', subscription, late)),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await deliverSigned(ctx.app, JSON.stringify(paid(subscription, late)))).statusCode,
    ).toBe(200);
    expect(await sessionPlan(member)).toBe('free');
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'canceled' });
    // The payment itself is still on record: it was taken.
    expect(
      await ctx.database.db
        .select()
        .from(premiumTransactions)
        .where(eq(premiumTransactions.userId, member.userId)),
    ).toHaveLength(1);
  });

  it('ends premium at the paid period when a renewal payment fails', async () => {
    const member = await kit.member();
    const subscription = testSubscription(member.userId);
    await deliverSigned(ctx.app, JSON.stringify(paid(subscription)));
    const before = await premiumOf(member);
    const failed = {
      id: `evt_failed_${subscription.id}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000) + 1,
      data: {
        object: {
          id: `in_failed_${subscription.id}`,
          customer: subscription.customerId,
          parent: { subscription_details: { subscription: subscription.id, metadata: {} } },
          lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 86_400 * 60 } }] },
        },
      },
    };
    expect((await deliverSigned(ctx.app, JSON.stringify(failed))).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'past_due' });
    expect(await premiumOf(member)).toEqual(before);
  });

  it('refuses a signed body that is not an event', async () => {
    const refused = await deliverSigned(ctx.app, JSON.stringify({ hello: 'world' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(billingMessages.webhookPayload);
  });
});
