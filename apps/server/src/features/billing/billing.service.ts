import {
  billingMessages,
  type BillingSummary,
  type CardPayment,
  type Checkout,
  type CheckoutInput,
} from '@cofound/shared/billing/billing.schemas';
import { activePlan, planMonthlyPriceCents } from '@cofound/shared/billing/plan';
import {
  cardErrors,
  failedChargeMessage,
  testCardOutcome,
} from '@cofound/shared/billing/test-cards';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { ZodError } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  decodeKeyset,
  encodeKeyset,
  invalidCursorError,
  keysetPage,
  UUID_PATTERN,
} from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { readBillingEvent, type BillingEvent } from './billing-events';
import type { BillingRepository, CheckoutRow } from './billing.repository';
import { fulfil, type FulfilmentResult } from './fulfilment';
import type { LocalProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { verifiedEvent } from './webhook-signature';

/** Where the provider sends the member back (docs/product.md#checkout). */
export function returnPages(appUrl: string) {
  return {
    success: `${appUrl}/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${appUrl}/pricing`,
    billing: `${appUrl}/billing`,
  };
}

function isLocal(provider: PaymentProvider): provider is LocalProvider {
  return provider.name === 'local';
}

function decodeCursor(raw: string | undefined) {
  if (!raw) return null;
  const parts = decodeKeyset(raw, 2);
  const [at, id] = parts ?? [];
  if (typeof at !== 'string' || typeof id !== 'string' || !UUID_PATTERN.test(id)) {
    throw invalidCursorError('Invalid cursor');
  }
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime())) throw invalidCursorError('Invalid cursor');
  return { createdAt, id };
}

/**
 * Plans and payment (docs/product.md#checkout). A member starts a checkout for a plan; the
 * provider's signed webhook is the only thing that changes what they have.
 */
export function createBillingService(deps: {
  repository: BillingRepository;
  provider: PaymentProvider;
  appUrl: string;
  log: ServiceLogger;
}) {
  const { repository, provider, log } = deps;
  const pages = returnPages(deps.appUrl);

  async function checkoutView(row: CheckoutRow, member: SessionUser): Promise<Checkout> {
    const premium = await repository.premiumOf(member.id);
    return {
      id: row.id,
      plan: row.plan,
      amountCents: row.amountCents,
      status: row.status,
      provider: row.provider,
      email: row.email,
      activePlan: activePlan(premium, new Date()),
      lastError: row.lastError,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async function ownCheckout(member: SessionUser, id: string): Promise<CheckoutRow> {
    const row = await repository.checkoutOf(id, member.id);
    if (!row) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
    return row;
  }

  /** Applies one verified event (or the provider's answer to a call) in one unit of work. */
  function apply(event: BillingEvent, recordEvent: boolean): Promise<FulfilmentResult> {
    return repository
      .transaction((queries, tx) => fulfil(queries, tx, provider.name, event, { recordEvent }))
      .then(({ result }) => result);
  }

  async function summary(member: SessionUser): Promise<BillingSummary> {
    const [premium, subscription] = await Promise.all([
      repository.premiumOf(member.id),
      repository.currentSubscriptionOf(member.id),
    ]);
    const now = new Date();
    const plan = activePlan(premium, now);
    return {
      plan,
      premiumUntil: plan === 'free' ? null : (premium.premiumUntil?.toISOString() ?? null),
      provider: provider.name,
      portal: provider.hasPortal && subscription?.provider === provider.name,
      subscription: subscription && {
        id: subscription.id,
        plan: subscription.plan,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        paidThrough: subscription.paidThrough?.toISOString() ?? null,
      },
    };
  }

  return {
    provider: provider.name,

    summary: (member: SessionUser) =>
      withFailureMessage(log, billingMessages.loadFailed, () => summary(member)),

    async startCheckout(member: SessionUser, input: CheckoutInput) {
      return withFailureMessage(log, billingMessages.checkoutFailed, async () => {
        const current = await summary(member);
        const renewing =
          current.subscription &&
          current.subscription.status !== 'canceled' &&
          current.plan !== 'free';
        if (renewing) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
        if (input.promoCode && isLocal(provider)) {
          const words = 'This promotion code is not valid.';
          throw new AppError('VALIDATION_FAILED', words, { promoCode: [words] });
        }
        const customerId = await repository.customerOf(member.id, provider.name);
        const created = await provider.createCheckout({
          userId: member.id,
          email: member.email,
          name: member.name,
          plan: input.plan,
          customerId,
          saveNewCustomer: (id) => repository.saveCustomer(member.id, provider.name, id),
          promoCode: input.promoCode,
          successUrl: pages.success,
          cancelUrl: pages.cancel,
        });
        await repository.transaction(async (queries) => {
          await queries.saveCustomer(member.id, provider.name, created.customerId);
          await queries.insertCheckout({
            id: created.id,
            userId: member.id,
            provider: provider.name,
            plan: input.plan,
            amountCents: planMonthlyPriceCents[input.plan],
            expiresAt: created.expiresAt,
          });
        });
        return { id: created.id, url: created.url };
      });
    },

    async checkout(member: SessionUser, id: string): Promise<Checkout> {
      return withFailureMessage(log, billingMessages.verifyFailed, async () =>
        checkoutView(await ownCheckout(member, id), member),
      );
    },

    /** The local test checkout's card form: validates, charges in test mode, fulfils. */
    async payTestCheckout(member: SessionUser, id: string, card: CardPayment): Promise<Checkout> {
      return withFailureMessage(log, billingMessages.subscriptionFailed, async () => {
        const row = await ownCheckout(member, id);
        if (!isLocal(provider) || row.provider !== 'local') {
          throw new AppError('CONFLICT', billingMessages.checkoutNotFound);
        }
        if (row.status === 'complete') {
          throw new AppError('CONFLICT', billingMessages.checkoutComplete);
        }
        if (row.status === 'expired')
          throw new AppError('CONFLICT', billingMessages.checkoutExpired);
        const errors = cardErrors(card, new Date());
        const first = Object.values(errors)[0];
        if (first) {
          const fieldErrors = Object.fromEntries(
            Object.entries(errors).map(([field, message]) => [field, [message]]),
          );
          throw new AppError('VALIDATION_FAILED', first, fieldErrors);
        }
        const outcome = testCardOutcome(card.number);
        if (outcome !== 'succeeded') {
          const message = failedChargeMessage(outcome);
          await repository.recordCheckoutError(row.id, message);
          throw new AppError('PAYMENT_FAILED', message);
        }
        await provider.completePayment({ id: row.id, userId: member.id, plan: row.plan });
        return checkoutView(await ownCheckout(member, id), member);
      });
    },

    async setRenewal(member: SessionUser, cancelAtPeriodEnd: boolean): Promise<BillingSummary> {
      return withFailureMessage(log, billingMessages.processFailed, async () => {
        const subscription = await repository.currentSubscriptionOf(member.id);
        if (!subscription) throw new AppError('NOT_FOUND', billingMessages.noSubscription);
        if (subscription.status === 'canceled') {
          throw new AppError('CONFLICT', billingMessages.subscriptionEnded);
        }
        if (subscription.provider !== provider.name) {
          throw new AppError('CONFLICT', billingMessages.processFailed);
        }
        const answer = await provider.setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd);
        if (answer) await apply(answer, false);
        return summary(member);
      });
    },

    /**
     * Before the member's account is deleted (docs/decisions/0036-account-deletion.md): their
     * subscription renews no more; the paid period runs out as it would after a cancellation.
     */
    async endRenewalOf(userId: string): Promise<void> {
      const subscription = await repository.currentSubscriptionOf(userId);
      if (!subscription || subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) {
        return;
      }
      if (subscription.provider !== provider.name) {
        throw new AppError('CONFLICT', billingMessages.processFailed);
      }
      const answer = await provider.setCancelAtPeriodEnd(subscription, true);
      if (answer) await apply(answer, false);
    },

    async portal(member: SessionUser): Promise<{ url: string }> {
      return withFailureMessage(log, billingMessages.processFailed, async () => {
        if (!provider.hasPortal) throw new AppError('CONFLICT', billingMessages.portalUnavailable);
        const customerId = await repository.customerOf(member.id, provider.name);
        if (!customerId) throw new AppError('NOT_FOUND', billingMessages.noSubscription);
        return { url: await provider.portalUrl(customerId, pages.billing) };
      });
    },

    async transactions(member: SessionUser, query: { cursor?: string; limit: number }) {
      const after = decodeCursor(query.cursor);
      const rows = await withFailureMessage(log, billingMessages.loadFailed, () =>
        repository.transactionsOf(member.id, after, query.limit + 1),
      );
      return keysetPage(
        rows,
        query.limit,
        (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
        (last) => encodeKeyset([last.createdAt.toISOString(), last.id]),
      );
    },

    /** A delivery to the webhook: verified on its raw body, then fulfilled once. */
    async receiveEvent(raw: Buffer, signature: string | undefined): Promise<FulfilmentResult> {
      const payload = verifiedEvent(raw, signature, provider.webhookSecret);
      let event: BillingEvent;
      try {
        event = readBillingEvent(payload, (price) => provider.planOfPrice(price));
      } catch (error) {
        if (error instanceof ZodError) {
          throw new AppError('VALIDATION_FAILED', billingMessages.webhookPayload);
        }
        throw error;
      }
      return withFailureMessage(log, billingMessages.processFailed, () => apply(event, true));
    },

    /** The local test checkout's billing cycle (a job): renews or ends the periods that are over. */
    async renewLocalSubscriptions(): Promise<number> {
      return isLocal(provider) ? provider.renewDue(new Date()) : 0;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
