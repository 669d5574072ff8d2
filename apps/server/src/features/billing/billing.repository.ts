// The SQL of billing (docs/product.md#checkout): customers, checkouts, subscriptions as the
// provider's events describe them, the events already processed, and payments. Its query set
// includes the premium grants' (premium-grants.repository.ts).
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TransactionKind } from '@cofound/shared/billing/billing.schemas';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import {
  billingCustomers,
  billingEvents,
  checkoutSessions,
  premiumTransactions,
  profiles,
  subscriptions,
  users,
} from '../../db/schema';
import type { SubscriptionStatus } from './billing-events';
import { premiumGrantQueries } from './premium-grants.repository';
import type { PremiumState, SubscriptionTerm } from './premium-state';

export type Provider = 'stripe' | 'local';

export type CheckoutRow = {
  id: string;
  userId: string;
  provider: Provider;
  plan: PaidPlan;
  amountCents: number;
  status: 'open' | 'complete' | 'expired';
  lastError: string | null;
  expiresAt: Date;
  email: string;
};

export type SubscriptionRow = {
  id: string;
  userId: string;
  provider: Provider;
  customerId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  paidThrough: Date | null;
  endedAt: Date | null;
};

export type SubscriptionChange = {
  id: string;
  userId: string;
  provider: Provider;
  customerId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  at: Date;
};

export type Payment = {
  invoiceId: string;
  subscriptionId: string;
  userId: string;
  provider: Provider;
  customerId: string;
  plan: PaidPlan;
  amountCents: number;
  currency: string;
  periodEnd: Date;
  at: Date;
};

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  provider: sql<Provider>`${subscriptions.provider}`,
  customerId: subscriptions.customerId,
  plan: sql<PaidPlan>`${subscriptions.plan}`,
  status: sql<SubscriptionStatus>`${subscriptions.status}`,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  paidThrough: subscriptions.paidThrough,
  endedAt: subscriptions.endedAt,
};

export function createBillingRepository(database: Db) {
  return defineRepository(database, billingQueries);
}

export function billingQueries(db: DbOrTx) {
  return {
    ...premiumGrantQueries(db),
    /** Records an event id; false when it was processed before (a redelivery). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length === 1;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async userOfCustomer(customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId));
      return row?.userId ?? null;
    },

    async userOfSubscription(subscriptionId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      return row?.userId ?? null;
    },

    async customerOf(userId: string, provider: Provider): Promise<string | null> {
      const [row] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
        .limit(1);
      return row?.customerId ?? null;
    },

    async saveCustomer(userId: string, provider: Provider, customerId: string): Promise<void> {
      await db
        .insert(billingCustomers)
        .values({ userId, provider, customerId })
        .onConflictDoNothing();
    },

    async insertCheckout(row: {
      id: string;
      userId: string;
      provider: Provider;
      plan: PaidPlan;
      amountCents: number;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(checkoutSessions).values(row);
    },

    /** One of a member's checkouts (an open one past its time reads as expired). */
    async checkoutOf(id: string, userId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select({
          id: checkoutSessions.id,
          userId: checkoutSessions.userId,
          provider: sql<Provider>`${checkoutSessions.provider}`,
          plan: sql<PaidPlan>`${checkoutSessions.plan}`,
          amountCents: checkoutSessions.amountCents,
          status: sql<CheckoutRow['status']>`case
            when ${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} <= now()
            then 'expired' else ${checkoutSessions.status} end`,
          lastError: checkoutSessions.lastError,
          expiresAt: checkoutSessions.expiresAt,
          email: users.email,
        })
        .from(checkoutSessions)
        .innerJoin(users, eq(users.id, checkoutSessions.userId))
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row ?? null;
    },

    async recordCheckoutError(id: string, message: string | null): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ lastError: message })
        .where(eq(checkoutSessions.id, id));
    },

    async completeCheckout(id: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: sql`now()`, lastError: null })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    /**
     * Applies a subscription's state from an event, unless a newer event already did, or the
     * subscription ended (an ended subscription never comes back).
     */
    async applySubscriptionState(change: SubscriptionChange): Promise<void> {
      const values = {
        id: change.id,
        userId: change.userId,
        provider: change.provider,
        customerId: change.customerId,
        plan: change.plan,
        status: change.status,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        currentPeriodEnd: change.currentPeriodEnd,
        endedAt: change.endedAt,
        eventAt: change.at,
      };
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.id,
          set: {
            status: sql`excluded.status`,
            cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
            currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
            endedAt: sql`coalesce(excluded.ended_at, ${subscriptions.endedAt})`,
            plan: sql`excluded.plan`,
            eventAt: sql`excluded.event_at`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${subscriptions.eventAt} <= excluded.event_at and ${subscriptions.status} <> 'canceled'`,
        });
    },

    /**
     * Records a paid invoice (once: invoice ids are unique) and extends the subscription's paid
     * period. A payment only ever extends; it revives an unpaid subscription unless a newer
     * event said otherwise, never an ended one. False when the invoice was recorded before.
     */
    async recordPayment(payment: Payment): Promise<boolean> {
      const inserted = await db
        .insert(premiumTransactions)
        .values({
          userId: payment.userId,
          provider: payment.provider,
          invoiceId: payment.invoiceId,
          subscriptionId: payment.subscriptionId,
          plan: payment.plan,
          amountCents: payment.amountCents,
          currency: payment.currency,
          createdAt: payment.at,
        })
        .onConflictDoNothing()
        .returning({ id: premiumTransactions.id });
      await db
        .insert(subscriptions)
        .values({
          id: payment.subscriptionId,
          userId: payment.userId,
          provider: payment.provider,
          customerId: payment.customerId,
          plan: payment.plan,
          status: 'active',
          currentPeriodEnd: payment.periodEnd,
          paidThrough: payment.periodEnd,
          eventAt: payment.at,
        })
        .onConflictDoUpdate({
          target: subscriptions.id,
          set: {
            paidThrough: sql`greatest(${subscriptions.paidThrough}, excluded.paid_through)`,
            status: sql`case
              when ${subscriptions.status} in ('incomplete', 'past_due', 'unpaid')
                and ${subscriptions.eventAt} <= excluded.event_at
              then 'active' else ${subscriptions.status} end`,
            eventAt: sql`greatest(${subscriptions.eventAt}, excluded.event_at)`,
            updatedAt: sql`now()`,
          },
        });
      return inserted.length === 1;
    },

    /** A renewal payment failed: past due, unless a newer event said otherwise. */
    async markPastDue(subscriptionId: string, at: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: 'past_due', eventAt: at, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.id, subscriptionId),
            sql`${subscriptions.status} in ('active', 'past_due', 'unpaid')`,
            sql`${subscriptions.eventAt} <= ${at}`,
          ),
        );
    },

    async termsOf(userId: string): Promise<SubscriptionTerm[]> {
      return db
        .select({
          plan: sql<PaidPlan>`${subscriptions.plan}`,
          status: subscriptions.status,
          paidThrough: subscriptions.paidThrough,
          endedAt: subscriptions.endedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
    },

    /** Writes the profile's premium fields; the one place that does (docs/product.md#plans). */
    async setPremium(userId: string, state: PremiumState): Promise<void> {
      await db
        .update(profiles)
        .set({
          isPremium: state.isPremium,
          premiumUntil: state.premiumUntil,
          currentPlanId: state.planId,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },

    async premiumOf(userId: string) {
      const [row] = await db
        .select({
          isPremium: profiles.isPremium,
          premiumUntil: profiles.premiumUntil,
          currentPlanId: profiles.currentPlanId,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? { isPremium: false, premiumUntil: null, currentPlanId: null };
    },

    /** The subscription a member manages: the newest that has not ended, else the newest. */
    async currentSubscriptionOf(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(sql`(${subscriptions.status} = 'canceled')`, desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async subscription(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(eq(subscriptions.id, id));
      return row ?? null;
    },

    /** A member's payments, newest first, after the keyset (created_at, id). */
    async transactionsOf(
      userId: string,
      after: { createdAt: Date; id: string } | null,
      limit: number,
    ) {
      return db
        .select({
          id: premiumTransactions.id,
          kind: sql<TransactionKind>`${premiumTransactions.kind}`,
          plan: sql<PaidPlan>`${premiumTransactions.plan}`,
          amountCents: premiumTransactions.amountCents,
          currency: premiumTransactions.currency,
          createdAt: premiumTransactions.createdAt,
        })
        .from(premiumTransactions)
        .where(
          and(
            eq(premiumTransactions.userId, userId),
            after
              ? or(
                  lt(premiumTransactions.createdAt, after.createdAt),
                  and(
                    eq(premiumTransactions.createdAt, after.createdAt),
                    lt(premiumTransactions.id, after.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(premiumTransactions.createdAt), desc(premiumTransactions.id))
        .limit(limit);
    },

    /** Local subscriptions whose period has ended: the test checkout renews or ends them. */
    async dueLocalRenewals(limit: number): Promise<SubscriptionRow[]> {
      return db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'local'),
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.currentPeriodEnd, sql`now()`),
          ),
        )
        .orderBy(subscriptions.currentPeriodEnd)
        .limit(limit);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type BillingQueries = ReturnType<typeof billingQueries>;
