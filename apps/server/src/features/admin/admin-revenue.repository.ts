// The admin revenue page's reads over billing's tables and the daily rollup triggers keep of
// its transactions (read-only; docs/decisions/0022-admin-reads.md). A period is after `start`, up to and including `end`:
// every query takes both, so that one page's figures all count the same instants.
import { sql, type SQL } from 'drizzle-orm';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import type { RevenueBucket } from '@cofound/shared/admin/revenue-figures';
import { planEachRun } from '../../db/prepared-statements';
import { queryRows, type DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';

/** The period's bounds as UTC text to the microsecond (as keyset cursors carry times). */
export type RevenueWindow = { start: string; end: string };

/** The transactions of one kind and plan in the period, in the counted currency or not. */
export type TransactionTotals = {
  kind: 'payment' | 'referral_reward';
  plan: PaidPlan;
  counted: boolean;
  transactions: number;
  cents: number;
};

export type ExportRow = {
  id: string;
  createdKey: string;
  name: string | null;
  email: string | null;
  plan: PaidPlan;
  kind: 'payment' | 'referral_reward';
  amountCents: number;
  currency: string;
};

/** Where a keyset page of the export starts: after this transaction. */
export type ExportCursor = { createdKey: string; id: string };

/** A UTC wall-clock time's bucket: the day, Monday-started week or month it falls in. */
const truncated = (bucket: RevenueBucket, utcTime: SQL) =>
  sql`date_trunc(${bucket}::text, ${utcTime})`;

const utc = (time: SQL) => sql`(${time} at time zone 'UTC')`;

const inWindow = (column: SQL, window: RevenueWindow) =>
  sql`${column} > ${window.start}::timestamptz and ${column} <= ${window.end}::timestamptz`;

/**
 * The period's transactions as rows of (kind, plan, currency, transactions, cents, at: the UTC
 * wall-clock time, a day's midnight for a day's total). The UTC days wholly inside the period
 * come from the daily rollup (premium_revenue_days, kept by triggers); only the instants before
 * the first whole day and from the end of the last one are read from the transactions, each
 * part a range of their time index. `where` filters both. Planned on each run: the period's
 * length (a month or a year) decides how much each part reads.
 */
function periodTransactions(window: RevenueWindow, where: SQL = sql`true`): SQL {
  const firstDay = sql`(${utc(sql`${window.start}::timestamptz`)}::date + 1)`;
  const endDay = sql`${utc(sql`${window.end}::timestamptz`)}::date`;
  const midnight = (day: SQL) => sql`(${day}::timestamp at time zone 'UTC')`;
  const transactions = (range: SQL) =>
    sql`select kind, plan, currency, 1 as transactions, amount_cents as cents,
        ${utc(sql`created_at`)} as at
      from premium_transactions where ${range} and ${where}`;
  return sql`select kind, plan, currency, transactions, cents, day::timestamp as at ${planEachRun}
      from premium_revenue_days where day >= ${firstDay} and day < ${endDay} and ${where}
    union all ${transactions(
      sql`${inWindow(sql`created_at`, window)} and created_at < ${midnight(firstDay)}`,
    )}
    union all ${transactions(
      sql`created_at >= greatest(${midnight(firstDay)}, ${midnight(endDay)})
        and ${inWindow(sql`created_at`, window)}`,
    )}`;
}

export function adminRevenueQueries(db: DbOrTx) {
  return {
    /** The `days` up to now, by the database's clock. */
    async window(days: number): Promise<RevenueWindow> {
      const [row] = await queryRows<RevenueWindow>(
        db,
        sql`select ${utcKey(sql`(now() - make_interval(days => ${days}))`)} as start,
          ${utcKey(sql`now()`)} as "end"`,
      );
      return row!;
    },

    /** Payments and referral rewards of the period, by kind, plan and currency counted. */
    async totals(window: RevenueWindow, currency: string): Promise<TransactionTotals[]> {
      const rows = await queryRows<{
        kind: TransactionTotals['kind'];
        plan: PaidPlan;
        counted: boolean;
        transactions: number | string;
        cents: number | string;
      }>(
        db,
        sql`select kind, plan, currency = ${currency} as counted,
            sum(transactions) as transactions, sum(cents) as cents
          from (${periodTransactions(window)}) period
          group by 1, 2, 3
          having sum(transactions) > 0`,
      );
      return rows.map((row) => ({
        ...row,
        transactions: Number(row.transactions),
        cents: Number(row.cents),
      }));
    },

    /** Payments in `currency` per bucket, every bucket of the period (0 if none), oldest first. */
    async series(
      window: RevenueWindow,
      bucket: RevenueBucket,
      currency: string,
    ): Promise<{ start: string; cents: number }[]> {
      const rows = await queryRows<{ start: string; cents: number | string }>(
        db,
        sql`with buckets as (
            select generate_series(
              ${truncated(bucket, utc(sql`${window.start}::timestamptz`))},
              ${truncated(bucket, utc(sql`${window.end}::timestamptz`))},
              ${`1 ${bucket}`}::interval) as bucket
          ), sums as (
            select ${truncated(bucket, sql`at`)} as bucket, sum(cents) as cents
            from (${periodTransactions(window, sql`kind = 'payment' and currency = ${currency}`)}) period
            group by 1
          )
          select to_char(buckets.bucket, 'YYYY-MM-DD') as start, coalesce(sums.cents, 0) as cents
          from buckets left join sums on sums.bucket = buckets.bucket
          order by buckets.bucket`,
      );
      return rows.map((row) => ({ start: row.start, cents: Number(row.cents) }));
    },

    /** Subscriptions in force at `at` (active or past due, paid beyond it), per plan. */
    async inForce(at: string): Promise<Partial<Record<PaidPlan, number>>> {
      const rows = await queryRows<{ plan: PaidPlan; subscriptions: number | string }>(
        db,
        sql`select plan, count(*) as subscriptions from subscriptions
          where status in ('active', 'past_due') and paid_through > ${at}::timestamptz
          group by plan`,
      );
      return Object.fromEntries(rows.map((row) => [row.plan, Number(row.subscriptions)]));
    },

    /**
     * The subscriptions in force at the period's start (paid beyond it, not ended by then), and
     * how many of them ended in the period or were set to end at their period's end in it.
     * Subscriptions keep no time of cancellation: a cancellation not yet ended counts in the
     * period of the subscription's last change.
     */
    async churn(window: RevenueWindow): Promise<{ churned: number; atStart: number }> {
      const [row] = await queryRows<{ churned: number | string; at_start: number | string }>(
        db,
        sql`select count(*) as at_start,
            count(*) filter (where (${inWindow(sql`ended_at`, window)})
              or (cancel_at_period_end and ended_at is null
                and ${inWindow(sql`updated_at`, window)})) as churned
          from subscriptions
          where created_at <= ${window.start}::timestamptz
            and paid_through > ${window.start}::timestamptz
            and (ended_at is null or ended_at > ${window.start}::timestamptz)`,
      );
      return { churned: Number(row!.churned), atStart: Number(row!.at_start) };
    },

    /** One keyset page of the period's transactions, oldest first, with the member's name. */
    async exportPage(
      window: RevenueWindow,
      after: ExportCursor | null,
      limit: number,
    ): Promise<ExportRow[]> {
      const afterCursor = after
        ? sql`and (created_at, id) > (${after.createdKey}::timestamptz, ${after.id}::uuid)`
        : sql``;
      // The page is chosen on the transactions alone, then each row looks up its member's name
      // by the profiles' user_id index. As a plain join the planner hashes the page and reads
      // every profile, for each page of the file; `offset 0` keeps the lookup per row.
      return queryRows<ExportRow>(
        db,
        sql`select t.id, ${utcKey(sql`t.created_at`)} as "createdKey", p.name, p.email, t.plan,
            t.kind, t.amount_cents as "amountCents", t.currency
          from (
            select id, user_id, created_at, plan, kind, amount_cents, currency
            from premium_transactions
            where ${inWindow(sql`created_at`, window)} ${afterCursor}
            order by created_at, id
            limit ${limit}
          ) t left join lateral (
            select name, email from profiles where profiles.user_id = t.user_id offset 0
          ) p on true
          order by t.created_at, t.id`,
      );
    },
  };
}
