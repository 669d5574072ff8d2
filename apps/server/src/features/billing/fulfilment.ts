// Fulfilment: what a verified provider event does, in one unit of work with the record of the
// event itself, so an event is acted on exactly once however often it is delivered.
import type { DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import type { BillingEvent, BillingFact } from './billing-events';
import type { BillingQueries, Provider } from './billing.repository';
import { premiumStateOf } from './premium-state';

export type FulfilmentResult = 'applied' | 'duplicate' | 'ignored';

type Known = Exclude<BillingFact, { kind: 'ignored' }>;

/** The member an event is about: named in its metadata, or known by its customer or subscription. */
async function memberOf(queries: BillingQueries, fact: Known): Promise<string | null> {
  const named = 'userId' in fact ? fact.userId : null;
  if (named && (await queries.userExists(named))) return named;
  if ('subscriptionId' in fact && fact.subscriptionId) {
    const bySubscription = await queries.userOfSubscription(fact.subscriptionId);
    if (bySubscription) return bySubscription;
  }
  return fact.customerId ? queries.userOfCustomer(fact.customerId) : null;
}

async function apply(
  queries: BillingQueries,
  provider: Provider,
  event: BillingEvent,
  fact: Known,
  userId: string,
): Promise<void> {
  if (fact.customerId) await queries.saveCustomer(userId, provider, fact.customerId);
  switch (fact.kind) {
    case 'checkout-completed':
      await queries.completeCheckout(fact.checkoutId);
      return;
    case 'subscription': {
      const plan = fact.plan ?? (await queries.subscription(fact.subscriptionId))?.plan;
      if (!plan) return;
      await queries.applySubscriptionState({
        id: fact.subscriptionId,
        userId,
        provider,
        customerId: fact.customerId,
        plan,
        status: fact.status,
        cancelAtPeriodEnd: fact.cancelAtPeriodEnd,
        currentPeriodEnd: fact.currentPeriodEnd,
        endedAt: fact.endedAt,
        at: event.at,
      });
      return;
    }
    case 'invoice-paid': {
      const plan = fact.plan ?? (await queries.subscription(fact.subscriptionId))?.plan;
      if (!plan) return;
      await queries.recordPayment({
        invoiceId: fact.invoiceId,
        subscriptionId: fact.subscriptionId,
        userId,
        provider,
        customerId: fact.customerId,
        plan,
        amountCents: fact.amountCents,
        currency: fact.currency,
        periodEnd: fact.periodEnd,
        at: event.at,
      });
      return;
    }
    case 'invoice-failed':
      await queries.markPastDue(fact.subscriptionId, event.at);
      return;
  }
}

/**
 * Records the event and acts on it: the subscription's new state, a payment, a completed
 * checkout; then the member's premium fields follow from all their subscriptions and premium
 * grants (a referral month is never taken back). A redelivered event finds its id recorded and
 * does nothing; two events about one member apply in turn.
 * `eventId` null: the provider's own answer to a call we made (not an event), applied as one.
 */
export async function fulfil(
  queries: BillingQueries,
  tx: DbOrTx,
  provider: Provider,
  event: BillingEvent,
  options: { recordEvent: boolean } = { recordEvent: true },
): Promise<{ result: FulfilmentResult; userId: string | null }> {
  if (options.recordEvent && !(await queries.recordEvent(event.id, event.type))) {
    return { result: 'duplicate', userId: null };
  }
  const fact = event.fact;
  if (fact.kind === 'ignored') return { result: 'ignored', userId: null };
  const userId = await memberOf(queries, fact);
  if (!userId) return { result: 'ignored', userId: null };
  await lockForTransaction(tx, 'billing', userId);
  await apply(queries, provider, event, fact, userId);
  const [terms, grants] = await Promise.all([queries.termsOf(userId), queries.grantsOf(userId)]);
  await queries.setPremium(userId, premiumStateOf(terms, grants));
  return { result: 'applied', userId };
}
