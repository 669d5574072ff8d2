// Payments, referral rewards and subscriptions for the revenue tests, at times relative to the
// database's clock ('29 days 23 hours' ago), so that the windows the server counts see them
// exactly where the test put them.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { queryRows } from '../../db/client';
import type { TestAppContext } from '../../test/use-test-app';

type Someone = { userId: string };

type TransactionFixture = {
  ago: string;
  plan: PaidPlan;
  cents?: number;
  kind?: 'payment' | 'referral_reward';
  currency?: string;
};

export type StoredTransaction = {
  kind: 'payment' | 'referral_reward';
  plan: PaidPlan;
  currency: string;
  cents: number;
  /** Milliseconds since the epoch. */
  at: number;
};

type SubscriptionFixture = {
  plan: PaidPlan;
  status: 'incomplete' | 'active' | 'past_due' | 'unpaid' | 'canceled';
  /** How long ago it was made. */
  createdAgo: string;
  /** From now to the end of its last paid period ('-1 day' for a day ago); none if unpaid. */
  paidFor: string | null;
  endedAgo?: string;
  cancelAtPeriodEnd?: boolean;
  /** Its last change; when it was made unless said. */
  updatedAgo?: string;
};

export function revenueKit(ctx: Pick<TestAppContext, 'database'>) {
  const run = (query: SQL) => ctx.database.db.execute(query);
  const ago = (interval: string) => sql`now() - ${interval}::interval`;

  return {
    /** Every transaction and subscription gone: the figures count the whole table. */
    async clear() {
      await run(sql`delete from premium_transactions`);
      await run(sql`delete from subscriptions`);
    },

    async transaction(member: Someone, t: TransactionFixture) {
      const kind = t.kind ?? 'payment';
      await run(sql`insert into premium_transactions
          (user_id, provider, invoice_id, kind, plan, amount_cents, currency, created_at)
        values (${member.userId}, ${kind === 'payment' ? 'local' : 'cofound'}, ${randomUUID()},
          ${kind}, ${t.plan}, ${t.cents ?? 0}, ${t.currency ?? 'usd'}, ${ago(t.ago)})`);
    },

    /** `count` payments at the same instant, of 1 cent, 2 cents... `count` cents. */
    async paymentsAtOneInstant(member: Someone, count: number, atAgo: string) {
      await run(sql`insert into premium_transactions
          (user_id, provider, invoice_id, plan, amount_cents, created_at)
        select ${member.userId}, 'local', 'inv_many_' || g, 'pro', g, ${ago(atAgo)}
        from generate_series(1, ${count}) as g`);
    },

    /**
     * `count` transactions of these members scattered over the last 400 days at any second,
     * 1 in 7 a free month and 1 in 11 in euros, of 1 to 9,999 cents.
     */
    async scattered(members: readonly Someone[], count: number) {
      const ids = sql.join(
        members.map((member) => sql`${member.userId}::text`),
        sql`, `,
      );
      await run(sql`insert into premium_transactions
          (user_id, provider, invoice_id, kind, plan, amount_cents, currency, created_at)
        select (array[${ids}])[1 + g % ${members.length}], 'local', 'inv_scattered_' || g,
          case when g % 7 = 0 then 'referral_reward' else 'payment' end,
          case when g % 3 = 0 then 'business' else 'pro' end,
          case when g % 7 = 0 then 0 else 1 + (g * 7919) % 9999 end,
          case when g % 11 = 0 then 'eur' else 'usd' end,
          now() - ((g * 104729) % (400 * 86400)) * interval '1 second'
        from generate_series(1, ${count}) as g`);
    },

    /** Every transaction as stored now. */
    async stored(): Promise<StoredTransaction[]> {
      const rows = await queryRows<Omit<StoredTransaction, 'at'> & { at: Date | string }>(
        ctx.database.db,
        sql`select kind, plan, currency, amount_cents as cents, created_at as at
          from premium_transactions`,
      );
      return rows.map((row) => ({ ...row, cents: Number(row.cents), at: Date.parse(`${row.at}`) }));
    },

    /** Where the rollups the triggers keep differ from the transactions (none when in step). */
    async rollupDrift() {
      const days = await queryRows(
        ctx.database.db,
        sql`select coalesce(r.day, t.day) as day, r.transactions, t.transactions as expected
          from (select * from premium_revenue_days where transactions <> 0) r
          full join (select (created_at at time zone 'UTC')::date as day, kind, plan, currency,
              count(*)::int as transactions, sum(amount_cents)::bigint as cents
            from premium_transactions group by 1, 2, 3, 4) t
            on t.day = r.day and t.kind = r.kind and t.plan = r.plan and t.currency = r.currency
          where r.cents is distinct from t.cents
            or r.transactions is distinct from t.transactions`,
      );
      const members = await queryRows(
        ctx.database.db,
        sql`select coalesce(r.user_id, t.user_id) as user_id, r.cents, t.cents as expected
          from (select * from member_paid_totals where cents <> 0) r
          full join (select user_id, currency, sum(amount_cents)::bigint as cents
            from premium_transactions where kind = 'payment' group by 1, 2) t
            on t.user_id = r.user_id and t.currency = r.currency
          where r.cents is distinct from t.cents and (r.cents <> 0 or t.cents <> 0)`,
      );
      return { days, members };
    },

    async subscription(member: Someone, s: SubscriptionFixture) {
      const paidThrough = s.paidFor === null ? sql`null` : sql`now() + ${s.paidFor}::interval`;
      await run(sql`insert into subscriptions (id, user_id, provider, customer_id, plan, status,
          cancel_at_period_end, paid_through, ended_at, event_at, created_at, updated_at)
        values (${`sub_${randomUUID()}`}, ${member.userId}, 'local', ${`cus_${member.userId}`},
          ${s.plan}, ${s.status}, ${s.cancelAtPeriodEnd ?? false}, ${paidThrough},
          ${s.endedAgo ? ago(s.endedAgo) : sql`null`}, now(), ${ago(s.createdAgo)},
          ${ago(s.updatedAgo ?? s.createdAgo)})`);
    },
  };
}
