import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The four figures for the period, against the period before. The last period's stay on screen
 * while another one loads.
 */
export function useAdminStats(period: AdminPeriod) {
  return useQuery({
    queryKey: adminQueryKeys.stats(period),
    queryFn: ({ signal }) => callEndpoint(adminContract.stats, { query: { period } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
