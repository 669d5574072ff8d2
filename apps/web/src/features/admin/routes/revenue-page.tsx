import { useCallback } from 'react';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { RevenueSection } from '../components/revenue-section';
import {
  clearedPeriodSearch,
  periodSearchFromUrl,
  urlFromPeriodSearch,
} from '../model/period-search';

/**
 * /admin/revenue: the payments of a period, the subscriptions in force, churn and referral
 * rewards, with the period's CSV. The period lives in the URL.
 */
export function RevenuePage() {
  const { filters, update } = useUrlFilters({
    fromSearch: periodSearchFromUrl,
    toSearch: urlFromPeriodSearch,
    cleared: clearedPeriodSearch,
  });
  const changePeriod = useCallback((period: AdminPeriod) => update({ period }), [update]);
  return (
    <>
      <PageHeader
        title="Revenue"
        description="Payments, subscriptions and referral rewards across the Pro and Business plans."
      />
      <RevenueSection period={filters.period} onPeriodChange={changePeriod} />
    </>
  );
}
