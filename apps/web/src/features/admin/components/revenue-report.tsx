import { Receipt } from 'lucide-react';
import { adminPeriodLabels } from '@cofound/shared/admin/admin-stats.schemas';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { pluralForm, pluralize } from '../../../lib/plural';
import { hasTransactions } from '../model/revenue-texts';
import { RevenueOverTime } from './revenue-over-time';
import { RevenuePlanSplit } from './revenue-plan-split';
import { RevenueStatCards } from './revenue-stat-cards';

/** The period's figures, then its charts, or what an empty period looks like. */
export function RevenueReport({ revenue }: { revenue: AdminRevenue }) {
  const others = revenue.otherCurrencyPayments;
  return (
    <div className="space-y-6">
      <RevenueStatCards revenue={revenue} />
      {others > 0 && (
        <Alert tone="info">
          {pluralize(others, { one: 'payment', other: 'payments' })} in another currency{' '}
          {pluralForm(others, { one: 'is', other: 'are' })} not in these figures; the export lists{' '}
          {pluralForm(others, { one: 'it', other: 'them' })}.
        </Alert>
      )}
      {hasTransactions(revenue) ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <RevenueOverTime revenue={revenue} />
          </div>
          <RevenuePlanSplit revenue={revenue} />
        </div>
      ) : (
        <EmptyState
          icon={Receipt}
          title="No transactions in this period"
          description={`Nothing was paid and no free month was granted in the ${adminPeriodLabels[
            revenue.period
          ].toLowerCase()}.`}
        />
      )}
    </div>
  );
}
