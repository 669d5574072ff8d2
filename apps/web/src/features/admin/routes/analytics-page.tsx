import { useCallback } from 'react';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { AnalyticsSection } from '../components/analytics-section';
import {
  clearedPeriodSearch,
  periodSearchFromUrl,
  urlFromPeriodSearch,
} from '../model/period-search';

/**
 * /admin/analytics: daily and weekly active members, retention by signup week, re-engagement and
 * the top reputation, from what members did. The period lives in the URL.
 */
export function AnalyticsPage() {
  const { filters, update } = useUrlFilters({
    fromSearch: periodSearchFromUrl,
    toSearch: urlFromPeriodSearch,
    cleared: clearedPeriodSearch,
  });
  const changePeriod = useCallback((period: AdminPeriod) => update({ period }), [update]);
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Engagement across the community: active members, retention by signup week, returning members and top reputation."
      />
      <AnalyticsSection period={filters.period} onPeriodChange={changePeriod} />
    </>
  );
}
