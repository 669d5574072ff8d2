// The export's reads of the member's plans and payments, and of their referrals.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { iso, memberRef } from './data-export-sql';

export function createBillingDataRepository(database: Db) {
  return defineRepository(database, billingDataQueries);
}

function billingDataQueries(db: DbOrTx) {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  return {
    /** As the payment provider reported it: never card details, which Cofound never holds. */
    async billing(userId: string) {
      return {
        customers: await rows(
          sql`select provider, customer_id as "customerId", ${iso('created_at')} as "createdAt"
              from billing_customers where user_id = ${userId} order by created_at`,
        ),
        checkouts: await rows(
          sql`select id, provider, plan, amount_cents as "amountCents", status,
                last_error as "lastError", ${iso('created_at')} as "createdAt",
                ${iso('expires_at')} as "expiresAt", ${iso('completed_at')} as "completedAt"
              from checkout_sessions where user_id = ${userId} order by created_at, id`,
        ),
        subscriptions: await rows(
          sql`select id, provider, plan, status, cancel_at_period_end as "cancelAtPeriodEnd",
                ${iso('current_period_end')} as "currentPeriodEnd",
                ${iso('paid_through')} as "paidThrough", ${iso('ended_at')} as "endedAt",
                ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
              from subscriptions where user_id = ${userId} order by created_at, id`,
        ),
        premiumTransactions: await rows(
          sql`select id, provider, kind, plan, amount_cents as "amountCents", currency,
                invoice_id as "invoiceId", subscription_id as "subscriptionId",
                ${iso('created_at')} as "createdAt"
              from premium_transactions where user_id = ${userId} order by created_at, id`,
        ),
        premiumGrants: await rows(
          sql`select source, sequence, plan, ${iso('starts_at')} as "startsAt",
                ${iso('ends_at')} as "endsAt", ${iso('created_at')} as "createdAt"
              from premium_grants where user_id = ${userId} order by sequence`,
        ),
      };
    },

    /** Who referred the member, and the members they referred. */
    async referrals(userId: string) {
      const [referredBy] = await rows(
        sql`select ${memberRef('p')} as member, r.status, ${iso('r.created_at')} as "createdAt",
              ${iso('r.completed_at')} as "completedAt"
            from referrals r left join profiles p on p.user_id = r.referrer_id
            where r.referred_id = ${userId}`,
      );
      const referred = await rows(
        sql`select ${memberRef('p')} as member, r.status, ${iso('r.created_at')} as "createdAt",
              ${iso('r.completed_at')} as "completedAt"
            from referrals r left join profiles p on p.user_id = r.referred_id
            where r.referrer_id = ${userId} order by r.created_at, r.id`,
      );
      return { referredBy: referredBy ?? null, referred };
    },
  };
}

export type BillingDataRepository = ReturnType<typeof createBillingDataRepository>;
