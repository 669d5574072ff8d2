import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRevenueContract } from '@cofound/shared/admin/admin-revenue.contract';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** The revenue figures and series of the period; the last period's stay while another loads. */
export function useAdminRevenue(period: AdminPeriod) {
  return useQuery({
    queryKey: adminQueryKeys.revenue(period),
    queryFn: ({ signal }) =>
      callEndpoint(adminRevenueContract.revenue, { query: { period } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
