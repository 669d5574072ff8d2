// Payments, referral rewards and subscriptions for the revenue tests, at times relative to the
// database's clock ('29 days 23 hours' ago), so that the windows the server counts see them
// exactly where the test put them; and the setup the revenue test files share.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import type { RevenueBucket } from '@cofound/shared/admin/revenue-figures';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { queryRows } from '../../db/client';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

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

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hours = (days: number, extra = 0) => days * 24 + extra;

export type Payer = 'ada' | 'bo' | 'hyperlink' | 'cmd';
export type RevenueFixture = {
  who: Payer;
  hoursAgo: number;
  plan: PaidPlan;
  cents: number;
  kind?: 'referral_reward';
  currency?: string;
};

/** Each window's edge with a payment just inside (1 hour) and one just outside (1 hour). */
export const revenueFixtures: RevenueFixture[] = [
  { who: 'ada', hoursAgo: 1, plan: 'pro', cents: 2900 },
  { who: 'bo', hoursAgo: hours(6, 23), plan: 'business', cents: 9900 },
  { who: 'ada', hoursAgo: hours(7, 1), plan: 'pro', cents: 2900 },
  { who: 'hyperlink', hoursAgo: hours(29, 23), plan: 'business', cents: 9900 },
  { who: 'cmd', hoursAgo: hours(30, 1), plan: 'pro', cents: 2900 },
  { who: 'ada', hoursAgo: hours(89, 23), plan: 'pro', cents: 2900 },
  { who: 'bo', hoursAgo: hours(90, 1), plan: 'business', cents: 9900 },
  { who: 'bo', hoursAgo: hours(364, 23), plan: 'business', cents: 9900 },
  { who: 'ada', hoursAgo: hours(365, 1), plan: 'pro', cents: 2900 },
  { who: 'ada', hoursAgo: hours(2), plan: 'pro', cents: 0, kind: 'referral_reward' },
  { who: 'cmd', hoursAgo: hours(40), plan: 'pro', cents: 0, kind: 'referral_reward' },
  { who: 'hyperlink', hoursAgo: hours(3), plan: 'pro', cents: 2500, currency: 'eur' },
];

/** The UTC day, Monday-started week or month a time falls in, as the series names it. */
export function bucketStart(time: number, bucket: RevenueBucket): string {
  const at = new Date(time);
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const start =
    bucket === 'day'
      ? day
      : bucket === 'week'
        ? day - ((at.getUTCDay() + 6) % 7) * DAY
        : Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  return new Date(start).toISOString().slice(0, 10);
}

/**
 * The revenue test file's admin and payers (one named like a formula, one starting with '+'),
 * made once; every test starts without transactions or subscriptions.
 */
export function useRevenueFixtures(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  const revenue = revenueKit(ctx);
  const admins = adminKit(ctx, kit);
  let admin: Member | undefined;
  let payers: Record<Payer, Member> | undefined;

  beforeAll(async () => {
    admin = await admins.admin('Rev Admin');
    payers = {
      ada: await kit.member({ name: 'Ada Payer', email: 'ada-payer@example.com' }),
      bo: await kit.member({ name: 'Bo Payer', email: 'bo-payer@example.com' }),
      hyperlink: await kit.member({
        name: '=HYPERLINK("http://evil.example","x")',
        email: 'link@example.com',
      }),
      cmd: await kit.member({ name: '+cmd', email: 'cmd@example.com' }),
    };
  });
  beforeEach(() => revenue.clear());

  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useRevenueFixtures: read before beforeAll ran');
    return value;
  };
  return {
    revenue,
    get admin() {
      return made(admin);
    },
    get payers() {
      return made(payers);
    },

    /** The fixtures' transactions, written. */
    async seedFixtures() {
      for (const f of revenueFixtures) {
        await revenue.transaction(made(payers)[f.who], {
          ago: `${f.hoursAgo} hours`,
          plan: f.plan,
          cents: f.cents,
          kind: f.kind ?? 'payment',
          currency: f.currency ?? 'usd',
        });
      }
    },

    /** The revenue page's figures of `period`, as the admin reads them. */
    async figures(period: AdminPeriod): Promise<AdminRevenue> {
      const answer = await kit.as(made(admin)).get(`/api/admin/revenue?period=${period}`);
      expect(answer.statusCode).toBe(200);
      return answer.json();
    },
  };
}
