// Payments, referral rewards and subscriptions for the revenue tests, at times relative to the
// database's clock ('29 days 23 hours' ago), so that the windows the server counts see them
// exactly where the test put them.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { TestAppContext } from '../../test/use-test-app';

type Someone = { userId: string };

type TransactionFixture = {
  ago: string;
  plan: PaidPlan;
  cents?: number;
  kind?: 'payment' | 'referral_reward';
  currency?: string;
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
