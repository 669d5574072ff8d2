// The revenue page's figures for each period, its CSV export, and who may read them.
import { describe, expect, it } from 'vitest';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { revenueBucketOf, type RevenueBucket } from '@cofound/shared/admin/revenue-figures';
import { planMonthlyPriceCents, type PaidPlan } from '@cofound/shared/billing/plan';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { bucketStart, HOUR, revenueFixtures, useRevenueFixtures } from './admin-revenue-test-kit';
import { REVENUE_EXPORT_FIRST_PAGE, REVENUE_EXPORT_PAGE } from './admin-revenue.service';

const ctx = useTestApp();
const kit = memberKit(ctx);
const fixtures = useRevenueFixtures(ctx, kit);
const { revenue, seedFixtures, figures } = fixtures;

/** The figures worked out by hand from the test kit's fixtures. */
const expected: Record<
  AdminPeriod,
  Pick<
    AdminRevenue,
    'totalCents' | 'payments' | 'monthlyCents' | 'referralRewards' | 'otherCurrencyPayments'
  > & { byPlan: Record<PaidPlan, [cents: number, payments: number]> }
> = {
  '7d': {
    totalCents: 12_800,
    payments: 2,
    // 12,800 × 30 / 7 = 54,857.14
    monthlyCents: 54_857,
    byPlan: { pro: [2900, 1], business: [9900, 1] },
    referralRewards: 1,
    otherCurrencyPayments: 1,
  },
  '30d': {
    totalCents: 25_600,
    payments: 4,
    monthlyCents: 25_600,
    byPlan: { pro: [5800, 2], business: [19_800, 2] },
    referralRewards: 1,
    otherCurrencyPayments: 1,
  },
  '90d': {
    totalCents: 31_400,
    payments: 6,
    // 31,400 / 3 = 10,466.67
    monthlyCents: 10_467,
    byPlan: { pro: [11_600, 4], business: [19_800, 2] },
    referralRewards: 2,
    otherCurrencyPayments: 1,
  },
  '1y': {
    totalCents: 51_200,
    payments: 8,
    // 51,200 / 12 = 4,266.67
    monthlyCents: 4_267,
    byPlan: { pro: [11_600, 4], business: [39_600, 4] },
    referralRewards: 2,
    otherCurrencyPayments: 1,
  },
};

function nextBucket(start: string, bucket: RevenueBucket): string {
  const at = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') at.setUTCMonth(at.getUTCMonth() + 1);
  else at.setUTCDate(at.getUTCDate() + (bucket === 'week' ? 7 : 1));
  return at.toISOString().slice(0, 10);
}

/** The export's lines without the byte order mark and the last line break. */
function csvLines(body: string): string[] {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body.slice(1).replace(/\r\n$/, '').split('\r\n');
}

describe('the revenue figures', () => {
  for (const period of ['7d', '30d', '90d', '1y'] as const) {
    it(`counts the payments of the last ${period}, none just outside it`, async () => {
      await seedFixtures();
      const answer = await figures(period);
      const want = expected[period];
      expect(answer).toMatchObject({
        period,
        currency: 'usd',
        totalCents: want.totalCents,
        payments: want.payments,
        monthlyCents: want.monthlyCents,
        referralRewards: want.referralRewards,
        otherCurrencyPayments: want.otherCurrencyPayments,
        bucket: revenueBucketOf[period],
      });
      expect(answer.byPlan).toEqual([
        { plan: 'pro', cents: want.byPlan.pro[0], payments: want.byPlan.pro[1] },
        { plan: 'business', cents: want.byPlan.business[0], payments: want.byPlan.business[1] },
      ]);

      // Every bucket from the period's start to its end, empty ones as zero.
      const { bucket, series } = answer;
      const to = Date.parse(answer.to);
      const starts = [bucketStart(Date.parse(answer.from), bucket)];
      while (starts.at(-1)! < bucketStart(to, bucket)) {
        starts.push(nextBucket(starts.at(-1)!, bucket));
      }
      expect(series.map((point) => point.start)).toEqual(starts);
      const perBucket = new Map<string, number>();
      for (const f of revenueFixtures) {
        const inside = f.hoursAgo * HOUR < to - Date.parse(answer.from);
        if (!inside || f.kind || f.currency) continue;
        const start = bucketStart(to - f.hoursAgo * HOUR, bucket);
        perBucket.set(start, (perBucket.get(start) ?? 0) + f.cents);
      }
      expect(series).toEqual(starts.map((start) => ({ start, cents: perBucket.get(start) ?? 0 })));
      expect(series.some((point) => point.cents === 0)).toBe(true);
      expect(series.reduce((sum, point) => sum + point.cents, 0)).toBe(want.totalCents);
    });
  }

  it('answers zeros, an empty series and no churn when there is nothing yet', async () => {
    const answer = await figures('30d');
    expect(answer).toMatchObject({
      totalCents: 0,
      payments: 0,
      monthlyCents: 0,
      mrrCents: 0,
      activeSubscriptions: 0,
      churn: null,
      referralRewards: 0,
    });
    expect(answer.series).toHaveLength(31);
    expect(answer.series.every((point) => point.cents === 0)).toBe(true);
  });

  it('refuses a period it does not know', async () => {
    const answer = await kit.as(fixtures.admin).get('/api/admin/revenue?period=2y');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('MRR, active subscriptions and churn', () => {
  async function seedSubscriptions() {
    const { ada, bo, hyperlink, cmd } = fixtures.payers;
    // In force now and at every period's start.
    await revenue.subscription(ada, {
      plan: 'pro',
      status: 'active',
      createdAgo: '400 days',
      paidFor: '10 days',
    });
    // In force now (past due, still paid), made 100 days ago.
    await revenue.subscription(bo, {
      plan: 'business',
      status: 'past_due',
      createdAgo: '100 days',
      paidFor: '2 days',
    });
    // Its last paid period ended yesterday: not in force now, nor churned.
    await revenue.subscription(hyperlink, {
      plan: 'business',
      status: 'active',
      createdAgo: '60 days',
      paidFor: '-1 day',
    });
    // Ended at once 20 days ago.
    await revenue.subscription(cmd, {
      plan: 'pro',
      status: 'canceled',
      createdAgo: '200 days',
      paidFor: '5 days',
      endedAgo: '20 days',
    });
    // Set to end at its period's end 3 days ago: still in force now.
    await revenue.subscription(ada, {
      plan: 'pro',
      status: 'active',
      createdAgo: '50 days',
      paidFor: '15 days',
      cancelAtPeriodEnd: true,
      updatedAgo: '3 days',
    });
    // Never paid.
    await revenue.subscription(bo, {
      plan: 'pro',
      status: 'incomplete',
      createdAgo: '5 days',
      paidFor: null,
    });
    // New this week.
    await revenue.subscription(cmd, {
      plan: 'business',
      status: 'active',
      createdAgo: '3 days',
      paidFor: '27 days',
    });
  }

  it('prices the subscriptions in force now from the plan catalogue', async () => {
    await seedSubscriptions();
    for (const period of ['7d', '1y'] as const) {
      const answer = await figures(period);
      expect(answer.activeSubscriptions).toBe(4);
      expect(answer.mrrCents).toBe(
        2 * planMonthlyPriceCents.pro + 2 * planMonthlyPriceCents.business,
      );
    }
  });

  it('counts, of those in force at the start, the ones that ended or were cancelled', async () => {
    await seedSubscriptions();
    const churn = async (period: AdminPeriod) => (await figures(period)).churn;
    expect(await churn('7d')).toEqual({ churned: 1, atStart: 4, rate: 0.25 });
    expect(await churn('30d')).toEqual({ churned: 2, atStart: 5, rate: 0.4 });
    expect(await churn('90d')).toEqual({ churned: 1, atStart: 3, rate: 1 / 3 });
    expect(await churn('1y')).toEqual({ churned: 0, atStart: 1, rate: 0 });
  });

  it('gives no churn when no subscription was in force at the start', async () => {
    await revenue.subscription(fixtures.payers.ada, {
      plan: 'business',
      status: 'active',
      createdAgo: '2 days',
      paidFor: '28 days',
    });
    const answer = await figures('7d');
    expect(answer.churn).toBeNull();
    expect(answer.mrrCents).toBe(planMonthlyPriceCents.business);
  });
});

describe('the revenue export', () => {
  it("downloads the period's transactions, oldest first, with formula cells escaped", async () => {
    await seedFixtures();
    const answer = await kit.as(fixtures.admin).get('/api/admin/revenue/export?period=90d');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toContain(
      `attachment; filename="cofound-revenue-90d-${day}.csv"`,
    );
    const lines = csvLines(answer.body);
    expect(lines[0]).toBe('Date,Member,Email,Plan,Kind,Amount,Currency');
    const rows = lines.slice(1).map((line) => line.replace(/^[^,]+,/, ''));
    expect(rows).toEqual([
      'Ada Payer,ada-payer@example.com,Pro,Payment,29.00,USD',
      "'+cmd,cmd@example.com,Pro,Referral reward,0.00,USD",
      "'+cmd,cmd@example.com,Pro,Payment,29.00,USD",
      `"'=HYPERLINK(""http://evil.example"",""x"")",link@example.com,Business,Payment,99.00,USD`,
      'Ada Payer,ada-payer@example.com,Pro,Payment,29.00,USD',
      'Bo Payer,bo-payer@example.com,Business,Payment,99.00,USD',
      `"'=HYPERLINK(""http://evil.example"",""x"")",link@example.com,Pro,Payment,25.00,EUR`,
      'Ada Payer,ada-payer@example.com,Pro,Referral reward,0.00,USD',
      'Ada Payer,ada-payer@example.com,Pro,Payment,29.00,USD',
    ]);
    const times = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(times.every((time) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(time))).toBe(true);
    expect([...times].sort()).toEqual(times);
  });

  it('writes only the header for a period without transactions', async () => {
    const answer = await kit.as(fixtures.admin).get('/api/admin/revenue/export?period=7d');
    expect(csvLines(answer.body)).toEqual(['Date,Member,Email,Plan,Kind,Amount,Currency']);
  });

  it('pages through more transactions than a page, at one instant, without repeats', async () => {
    // Just over two pages after the small first one; then exactly the first page, and exactly
    // the first page and one more (an empty page ends each).
    const first = REVENUE_EXPORT_FIRST_PAGE;
    for (const count of [first + REVENUE_EXPORT_PAGE * 2 + 5, first, first + REVENUE_EXPORT_PAGE]) {
      await revenue.clear();
      await revenue.paymentsAtOneInstant(fixtures.payers.ada, count, '1 hour');
      const answer = await kit.as(fixtures.admin).get('/api/admin/revenue/export?period=7d');
      const amounts = csvLines(answer.body)
        .slice(1)
        .map((line) => Math.round(Number(line.split(',')[5]) * 100));
      expect(amounts).toHaveLength(count);
      expect(new Set(amounts).size).toBe(count);
    }
  });
});

describe('who may see revenue', () => {
  it('answers visitors 401 and members 403', async () => {
    const member = await kit.member();
    for (const url of ['/api/admin/revenue?period=30d', '/api/admin/revenue/export?period=30d']) {
      expect((await kit.as(null).get(url)).statusCode).toBe(401);
      expect((await kit.as(member).get(url)).statusCode).toBe(403);
    }
  });
});
