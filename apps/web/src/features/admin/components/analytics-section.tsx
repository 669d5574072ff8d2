import { clsx } from 'clsx';
import { adminAnalyticsMessages } from '@cofound/shared/admin/admin-analytics.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminAnalytics } from '../api/use-admin-analytics';
import { analyticsStatsGrid } from './analytics-stat-cards';
import { AnalyticsReport } from './analytics-report';
import { PeriodSelect } from './period-select';

type AnalyticsSectionProps = {
  period: AdminPeriod;
  onPeriodChange: (period: AdminPeriod) => void;
};

/** The period and its engagement figures; the last ones stay while another period loads. */
export function AnalyticsSection({ period, onPeriodChange }: AnalyticsSectionProps) {
  const analytics = useAdminAnalytics(period);
  return (
    <section aria-label="Engagement figures" className="space-y-6">
      <div className="w-full sm:w-48">
        <PeriodSelect value={period} onChange={onPeriodChange} />
      </div>
      <QueryState
        query={analytics}
        loading={{
          label: 'Loading the analytics…',
          rows: 4,
          className: analyticsStatsGrid,
          rowClassName: 'h-32 rounded-2xl',
        }}
        errorMessage={adminAnalyticsMessages.loadFailed}
      >
        {(data) => (
          <div
            aria-busy={analytics.isPlaceholderData || undefined}
            className={clsx(analytics.isPlaceholderData && 'opacity-60 transition-opacity')}
          >
            <AnalyticsReport analytics={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
