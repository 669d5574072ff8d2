import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAnalyticsContract } from '@cofound/shared/admin/admin-analytics.contract';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** The engagement figures of the period; the last period's stay on screen while another loads. */
export function useAdminAnalytics(period: AdminPeriod) {
  return useQuery({
    queryKey: adminQueryKeys.analytics(period),
    queryFn: ({ signal }) =>
      callEndpoint(adminAnalyticsContract.analytics, { query: { period } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
