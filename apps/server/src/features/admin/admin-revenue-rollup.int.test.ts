// The daily totals (premium_revenue_days) and each member's payments (member_paid_totals) that
// triggers keep of the transactions: they must give what the transactions give.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { bucketStart, useRevenueFixtures, type StoredTransaction } from './admin-revenue-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const fixtures = useRevenueFixtures(ctx, kit);
const { revenue } = fixtures;

/** The figures of `answer`'s period worked out from the transactions themselves. */
function figuresFrom(rows: readonly StoredTransaction[], answer: AdminRevenue) {
  const [from, to] = [Date.parse(answer.from), Date.parse(answer.to)];
  const inside = rows.filter((row) => row.at > from && row.at <= to);
  const paid = inside.filter((row) => row.kind === 'payment' && row.currency === 'usd');
  const cents = (of: readonly StoredTransaction[]) => of.reduce((sum, row) => sum + row.cents, 0);
  const series = new Map(answer.series.map((point) => [point.start, 0]));
  for (const row of paid) {
    const start = bucketStart(row.at, answer.bucket);
    series.set(start, series.get(start)! + row.cents);
  }
  return {
    totalCents: cents(paid),
    payments: paid.length,
    byPlan: (['pro', 'business'] as const).map((plan) => {
      const ofPlan = paid.filter((row) => row.plan === plan);
      return { plan, cents: cents(ofPlan), payments: ofPlan.length };
    }),
    referralRewards: inside.filter((row) => row.kind === 'referral_reward').length,
    otherCurrencyPayments: inside.filter((row) => row.kind === 'payment' && row.currency !== 'usd')
      .length,
    series: [...series].map(([start, sum]) => ({ start, cents: sum })),
  };
}

describe('the daily totals the figures read', () => {
  it('give what the transactions give, after changes and removals too', async () => {
    const { payers } = fixtures;
    await revenue.scattered([payers.ada, payers.bo, payers.cmd], 600);
    await fixtures.seedFixtures();
    const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
    await run(sql`update premium_transactions set amount_cents = amount_cents + 100,
        created_at = created_at - interval '3 days'
      where invoice_id like 'inv_scattered_%' and amount_cents % 5 = 0`);
    await run(sql`update premium_transactions set currency = 'usd' where currency = 'eur'
        and amount_cents % 2 = 0`);
    await run(sql`delete from premium_transactions where user_id = ${payers.cmd.userId}`);
    expect(await revenue.rollupDrift()).toEqual({ days: [], members: [] });

    const rows = await revenue.stored();
    for (const period of ['7d', '30d', '90d', '1y'] as const) {
      const answer = await fixtures.figures(period);
      expect(answer.payments).toBeGreaterThan(0);
      expect(answer).toMatchObject(figuresFrom(rows, answer));
    }
  });
});
