import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { AnalyticsActivity } from './analytics-activity';
import { AnalyticsCohortTable } from './analytics-cohort-table';
import { AnalyticsStatCards } from './analytics-stat-cards';
import { AnalyticsTopReputation } from './analytics-top-reputation';

/** The period's figures, its activity chart, the retention table and the top reputation. */
export function AnalyticsReport({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <div className="space-y-6">
      <AnalyticsStatCards analytics={analytics} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <AnalyticsActivity analytics={analytics} />
        </div>
        <AnalyticsTopReputation topReputation={analytics.topReputation} />
      </div>
      <AnalyticsCohortTable cohorts={analytics.cohorts} />
    </div>
  );
}
