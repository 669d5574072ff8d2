import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import {
  adminRevenueMessages,
  type AdminRevenue,
} from '@cofound/shared/admin/admin-revenue.schemas';
import { adminPeriodDays, type AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import {
  churnRate,
  monthlyRevenueCents,
  mrrCents,
  REVENUE_CURRENCY,
  revenueBucketOf,
} from '@cofound/shared/admin/revenue-figures';
import { paidPlans } from '@cofound/shared/billing/plan';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { revenueCsvCells, revenueCsvColumns, revenueCsvName } from './admin-revenue-csv';
import type { ExportRow, RevenueWindow, TransactionTotals } from './admin-revenue.repository';
import type { AdminRepository } from './admin.repository';

/** Transactions per keyset page of the export: the file streams out page by page. */
export const REVENUE_EXPORT_PAGE = 5000;
/** The first page is small: it is read before the answer starts, so the file starts sooner. */
export const REVENUE_EXPORT_FIRST_PAGE = 500;

type RevenueQueries = AdminRepository['revenue'];

/** The period's payment totals in the counted currency: overall, per plan, and the rest. */
function paymentFigures(totals: readonly TransactionTotals[]) {
  const counted = totals.filter((row) => row.kind === 'payment' && row.counted);
  const sum = (rows: readonly TransactionTotals[], key: 'cents' | 'transactions') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    totalCents: sum(counted, 'cents'),
    payments: sum(counted, 'transactions'),
    byPlan: paidPlans.map((plan) => {
      const ofPlan = counted.filter((row) => row.plan === plan);
      return { plan, cents: sum(ofPlan, 'cents'), payments: sum(ofPlan, 'transactions') };
    }),
    referralRewards: sum(
      totals.filter((row) => row.kind === 'referral_reward'),
      'transactions',
    ),
    otherCurrencyPayments: sum(
      totals.filter((row) => row.kind === 'payment' && !row.counted),
      'transactions',
    ),
  };
}

/**
 * The export's lines: the header, then each keyset page. The next page is read while this one
 * is written out, so the database and the file's writing overlap.
 */
async function* exportLines(
  queries: RevenueQueries,
  window: RevenueWindow,
  firstPage: ExportRow[],
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvRow(revenueCsvColumns)}`;
  let page = firstPage;
  let limit = REVENUE_EXPORT_FIRST_PAGE;
  for (;;) {
    // A turn of the event loop first: on PGlite the next query runs on this thread, and the
    // lines already written (and other requests) would wait behind it.
    await eventLoopTurn();
    const last = page.at(-1);
    const next =
      last && page.length === limit ? queries.exportPage(window, last, REVENUE_EXPORT_PAGE) : null;
    // Awaited below; if the download stops first, its failure must not go unhandled.
    void next?.catch(() => undefined);
    if (page.length > 0) yield page.map((row) => csvRow(revenueCsvCells(row))).join('');
    if (!next) return;
    page = await next;
    limit = REVENUE_EXPORT_PAGE;
  }
}

/** The revenue page's figures and its CSV export (docs/product.md#admin). */
export function createAdminRevenueService(deps: {
  repository: AdminRepository;
  log: ServiceLogger;
}) {
  const queries = deps.repository.revenue;
  const step = <T>(run: () => Promise<T>) =>
    withFailureMessage(deps.log, adminRevenueMessages.loadFailed, run);

  return {
    async revenue(period: AdminPeriod): Promise<AdminRevenue> {
      const window = await step(() => queries.window(adminPeriodDays[period]));
      const bucket = revenueBucketOf[period];
      const [totals, series, inForce, churn] = await step(() =>
        Promise.all([
          queries.totals(window, REVENUE_CURRENCY),
          queries.series(window, bucket, REVENUE_CURRENCY),
          queries.inForce(window.end),
          queries.churn(window),
        ]),
      );
      const payments = paymentFigures(totals);
      const rate = churnRate(churn.churned, churn.atStart);
      return {
        period,
        currency: REVENUE_CURRENCY,
        from: new Date(window.start).toISOString(),
        to: new Date(window.end).toISOString(),
        ...payments,
        monthlyCents: monthlyRevenueCents(period, payments.totalCents),
        mrrCents: mrrCents(inForce),
        activeSubscriptions: Object.values(inForce).reduce((sum, count) => sum + count, 0),
        churn: rate === null ? null : { ...churn, rate },
        bucket,
        series,
      };
    },

    /**
     * The period's transactions as CSV lines, streamed page by page. The first page is read
     * before the answer starts, so a failure then is still an ordinary error answer.
     */
    async exportCsv(period: AdminPeriod): Promise<{ name: string; lines: AsyncIterable<string> }> {
      const exportStep = <T>(run: () => Promise<T>) =>
        withFailureMessage(deps.log, adminRevenueMessages.exportFailed, run);
      const window = await exportStep(() => queries.window(adminPeriodDays[period]));
      const first = await exportStep(() =>
        queries.exportPage(window, null, REVENUE_EXPORT_FIRST_PAGE),
      );
      return {
        name: revenueCsvName(period, window.end),
        lines: exportLines(queries, window, first),
      };
    },
  };
}

export type AdminRevenueService = ReturnType<typeof createAdminRevenueService>;
