import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { Card } from '../../../components/ui/card';
import { pluralize } from '../../../lib/plural';
import { formatMoney } from '../../billing/index';
import { formatShare } from '../model/revenue-texts';
import { RevenuePlanChart } from './revenue-lazy-charts';
import { planColor } from './revenue-plan-colors';

/** Each plan's revenue in the period: a donut, and the list that says it in words. */
export function RevenuePlanSplit({ revenue }: { revenue: AdminRevenue }) {
  const { byPlan, currency, totalCents } = revenue;
  return (
    <Card padding="comfortable" className="min-w-0">
      <section aria-labelledby="revenue-by-plan-heading">
        <h2 id="revenue-by-plan-heading" className="text-lg font-semibold text-slate-900">
          Revenue by plan
        </h2>
        {totalCents > 0 ? (
          <RevenuePlanChart byPlan={byPlan} currency={currency} />
        ) : (
          <p className="my-4 text-sm text-slate-600">No payments in this period.</p>
        )}
        <ul aria-label="Revenue by plan" className="mt-2 space-y-2 text-sm">
          {byPlan.map((plan) => (
            <li key={plan.plan} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: planColor(plan.plan) }}
                />
                <span className="font-medium text-slate-900">{planLabels[plan.plan]}</span>
                <span className="text-slate-600">
                  {pluralize(plan.payments, { one: 'payment', other: 'payments' })}
                </span>
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold text-slate-900">
                  {formatMoney(plan.cents, currency, true)}
                </span>
                {totalCents > 0 && (
                  <span className="ml-2 text-slate-600">
                    {formatShare(plan.cents / totalCents)}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
