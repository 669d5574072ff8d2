// Owned by features/billing (docs/product.md#plans): what the payment provider told us, and the
// checkout sessions members started. The provider's signed webhook is the only writer of a
// subscription's state; profiles.is_premium, premium_until and current_plan_id follow from it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

const providerCheck = (column: unknown) => sql`${column} in ('stripe', 'local')`;
/** Who made a transaction: a payment provider, or Cofound itself for a granted reward. */
const transactionSourceCheck = (column: unknown) =>
  sql`${column} in ('stripe', 'local', 'cofound')`;
const planCheck = (column: unknown) => sql`${column} in ('pro', 'business')`;

/** The provider's customer for a member: one per member and provider, reused by every checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: memberIdColumn('user_id'),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('billing_customers_provider_check', providerCheck(table.provider)),
    index('billing_customers_user_idx').on(table.userId, table.provider),
  ],
);

/** A checkout a member started; complete once the provider's webhook says it was paid. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: memberIdColumn('user_id'),
    provider: text('provider').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('open'),
    /** The last failed payment's words, shown on the local checkout page (never card data). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('checkout_sessions_provider_check', providerCheck(table.provider)),
    check('checkout_sessions_plan_check', planCheck(table.plan)),
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('open', 'complete', 'expired')`,
    ),
    index('checkout_sessions_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A subscription as the provider's events describe it. `paid_through` is the end of the last
 * paid period: premium lasts until then (or until `ended_at`, if the subscription ended sooner).
 * `event_at` is the provider time of the newest event applied to the status fields, so an older
 * event delivered late never overwrites a newer state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: memberIdColumn('user_id'),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_provider_check', providerCheck(table.provider)),
    check('subscriptions_plan_check', planCheck(table.plan)),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('incomplete', 'active', 'past_due', 'unpaid', 'canceled')`,
    ),
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    // The local provider's renewal job finds the periods that have ended.
    index('subscriptions_local_renewal_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.provider} = 'local' and ${table.status} in ('active', 'past_due')`),
  ],
);

/** Every provider event processed, by its id: a redelivered event is recognised and skipped. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_events_received_idx').on(table.receivedAt)],
);

/** A payment received for a plan (one per paid invoice); admin revenue counts these. */
export const premiumTransactions = pgTable(
  'premium_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    provider: text('provider').notNull(),
    invoiceId: text('invoice_id').notNull().unique(),
    /** 'payment' for a paid invoice; 'referral_reward' for a free month (amount 0). */
    kind: text('kind').notNull().default('payment'),
    subscriptionId: text('subscription_id'),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('premium_transactions_provider_check', transactionSourceCheck(table.provider)),
    check('premium_transactions_kind_check', sql`${table.kind} in ('payment', 'referral_reward')`),
    check('premium_transactions_plan_check', planCheck(table.plan)),
    check('premium_transactions_amount_check', sql`${table.amountCents} >= 0`),
    index('premium_transactions_created_idx').on(table.createdAt),
    index('premium_transactions_user_idx').on(table.userId, table.createdAt, table.id),
  ],
);

/**
 * Premium given rather than paid for: one row per free month earned by referrals, numbered per
 * member so that the same reward can never be granted twice. Premium lasts until the latest end
 * of these and of the paid subscriptions (docs/product.md#referral).
 */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    source: text('source').notNull(),
    sequence: integer('sequence').notNull(),
    plan: text('plan').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('premium_grants_once_unique').on(table.userId, table.source, table.sequence),
    check('premium_grants_source_check', sql`${table.source} in ('referral')`),
    check('premium_grants_plan_check', planCheck(table.plan)),
    check('premium_grants_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
