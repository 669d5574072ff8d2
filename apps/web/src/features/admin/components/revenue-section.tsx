import { clsx } from 'clsx';
import { adminRevenueMessages } from '@cofound/shared/admin/admin-revenue.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminRevenue } from '../api/use-admin-revenue';
import { PeriodSelect } from './period-select';
import { RevenueExportLink } from './revenue-export-link';
import { RevenueReport } from './revenue-report';
import { revenueStatsGrid } from './revenue-stat-cards';

type RevenueSectionProps = {
  period: AdminPeriod;
  onPeriodChange: (period: AdminPeriod) => void;
};

/** The period, its export, and its figures; the last ones stay while another period loads. */
export function RevenueSection({ period, onPeriodChange }: RevenueSectionProps) {
  const revenue = useAdminRevenue(period);
  return (
    <section aria-label="Revenue figures" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:w-48">
          <PeriodSelect value={period} onChange={onPeriodChange} />
        </div>
        <RevenueExportLink period={period} />
      </div>
      <QueryState
        query={revenue}
        loading={{
          label: 'Loading the revenue figures…',
          rows: 6,
          className: revenueStatsGrid,
          rowClassName: 'h-32 rounded-2xl',
        }}
        errorMessage={adminRevenueMessages.loadFailed}
      >
        {(data) => (
          <div
            aria-busy={revenue.isPlaceholderData || undefined}
            className={clsx(revenue.isPlaceholderData && 'opacity-60 transition-opacity')}
          >
            <RevenueReport revenue={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
