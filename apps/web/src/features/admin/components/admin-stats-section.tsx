import { clsx } from 'clsx';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminStats } from '../api/use-admin-stats';
import { PeriodSelect } from './period-select';
import { StatCards, statsGrid } from './stat-cards';

type AdminStatsSectionProps = {
  period: AdminPeriod;
  onPeriodChange: (period: AdminPeriod) => void;
};

/** The platform's figures for the chosen period; the last ones stay while another loads. */
export function AdminStatsSection({ period, onPeriodChange }: AdminStatsSectionProps) {
  const stats = useAdminStats(period);
  return (
    <section aria-labelledby="admin-figures-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-figures-heading" className="text-xl font-semibold text-slate-900">
          Figures
        </h2>
        <div className="w-full sm:w-48">
          <PeriodSelect value={period} onChange={onPeriodChange} />
        </div>
      </div>
      <QueryState
        query={stats}
        loading={{
          label: 'Loading the figures…',
          rows: 4,
          className: statsGrid,
          rowClassName: 'h-32 rounded-2xl',
        }}
        errorMessage={adminMessages.loadFailed}
      >
        {(data) => (
          <div
            aria-busy={stats.isPlaceholderData || undefined}
            className={clsx(stats.isPlaceholderData && 'opacity-60 transition-opacity')}
          >
            <StatCards stats={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
