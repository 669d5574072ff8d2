// Reads the payment provider's events (Stripe's shapes, which the local test checkout also
// sends) into the few facts fulfilment acts on. Only the fields used are read, loosely, so a
// newer API version's extra fields change nothing.
import { z } from 'zod';
import { paidPlans, type PaidPlan } from '@cofound/shared/billing/plan';
import type { subscriptionStatuses } from '@cofound/shared/billing/billing.schemas';

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type BillingFact =
  | {
      kind: 'checkout-completed';
      checkoutId: string;
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      plan: PaidPlan | null;
    }
  | {
      kind: 'subscription';
      subscriptionId: string;
      customerId: string;
      userId: string | null;
      plan: PaidPlan | null;
      status: SubscriptionStatus;
      cancelAtPeriodEnd: boolean;
      currentPeriodEnd: Date | null;
      endedAt: Date | null;
    }
  | {
      kind: 'invoice-paid';
      invoiceId: string;
      subscriptionId: string;
      customerId: string;
      userId: string | null;
      plan: PaidPlan | null;
      amountCents: number;
      currency: string;
      periodEnd: Date;
    }
  | { kind: 'invoice-failed'; subscriptionId: string; customerId: string }
  | { kind: 'ignored' };

/** An event as delivered: its id, type and provider time (seconds) decide what is done. */
export type BillingEvent = { id: string; type: string; at: Date; fact: BillingFact };

const idOf = z.union([z.string(), z.looseObject({ id: z.string() }).transform((o) => o.id)]);
const seconds = z
  .number()
  .int()
  .transform((value) => new Date(value * 1000));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

const eventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: seconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata,
});

const subscriptionSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  ended_at: seconds.nullish(),
  canceled_at: seconds.nullish(),
  current_period_end: seconds.nullish(),
  metadata,
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_end: seconds.nullish(),
          price: z.looseObject({ id: z.string() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const invoiceSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  amount_paid: z.number().int().min(0).default(0),
  currency: z.string().default('usd'),
  subscription: idOf.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: idOf, metadata }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(
      z.looseObject({
        period: z.looseObject({ end: seconds }),
        pricing: z
          .looseObject({ price_details: z.looseObject({ price: idOf }).nullish() })
          .nullish(),
        price: z.looseObject({ id: z.string() }).nullish(),
      }),
    ),
  }),
});

/** The statuses Cofound keeps; the provider's others map onto them. */
function statusOf(raw: string): SubscriptionStatus {
  if (raw === 'active' || raw === 'trialing') return 'active';
  if (raw === 'past_due') return 'past_due';
  if (raw === 'unpaid' || raw === 'paused') return 'unpaid';
  if (raw === 'canceled' || raw === 'incomplete_expired') return 'canceled';
  return 'incomplete';
}

export type PlanOfPrice = (priceId: string) => PaidPlan | null;

function planFrom(
  meta: Record<string, string>,
  priceId: string | null | undefined,
  planOf: PlanOfPrice,
) {
  const byPrice = priceId ? planOf(priceId) : null;
  if (byPrice) return byPrice;
  const named = meta.plan;
  return (paidPlans as readonly string[]).includes(named ?? '') ? (named as PaidPlan) : null;
}

function factOf(type: string, object: unknown, planOf: PlanOfPrice): BillingFact {
  switch (type) {
    case 'checkout.session.completed': {
      const session = checkoutSessionSchema.parse(object);
      if (session.mode && session.mode !== 'subscription') return { kind: 'ignored' };
      return {
        kind: 'checkout-completed',
        checkoutId: session.id,
        userId: session.client_reference_id ?? session.metadata.userId ?? null,
        customerId: session.customer ?? null,
        subscriptionId: session.subscription ?? null,
        plan: planFrom(session.metadata, null, planOf),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSchema.parse(object);
      const item = subscription.items?.data[0];
      const status = statusOf(subscription.status);
      return {
        kind: 'subscription',
        subscriptionId: subscription.id,
        customerId: subscription.customer,
        userId: subscription.metadata.userId ?? null,
        plan: planFrom(subscription.metadata, item?.price?.id, planOf),
        status: type === 'customer.subscription.deleted' ? 'canceled' : status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        currentPeriodEnd: item?.current_period_end ?? subscription.current_period_end ?? null,
        endedAt: subscription.ended_at ?? subscription.canceled_at ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.parse(object);
      const details = invoice.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? invoice.subscription;
      if (!subscriptionId) return { kind: 'ignored' };
      if (type === 'invoice.payment_failed') {
        return { kind: 'invoice-failed', subscriptionId, customerId: invoice.customer };
      }
      const line = invoice.lines.data[0];
      if (!line) return { kind: 'ignored' };
      const meta = details?.metadata ?? {};
      const priceId = line.pricing?.price_details?.price ?? line.price?.id;
      return {
        kind: 'invoice-paid',
        invoiceId: invoice.id,
        subscriptionId,
        customerId: invoice.customer,
        userId: meta.userId ?? null,
        plan: planFrom(meta, priceId, planOf),
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        periodEnd: new Date(
          Math.max(...invoice.lines.data.map((each) => each.period.end.getTime())),
        ),
      };
    }
    default:
      return { kind: 'ignored' };
  }
}

/** The event a verified payload holds; throws a ZodError when it is not a provider event. */
export function readBillingEvent(payload: unknown, planOf: PlanOfPrice): BillingEvent {
  const event = eventSchema.parse(payload);
  return {
    id: event.id,
    type: event.type,
    at: event.created,
    fact: factOf(event.type, event.data.object, planOf),
  };
}
