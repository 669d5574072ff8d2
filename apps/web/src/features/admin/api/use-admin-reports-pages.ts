import { useInfiniteQuery } from '@tanstack/react-query';
import { adminReportsContract } from '@cofound/shared/admin/admin-reports.contract';
import type { ReportStatus } from '@cofound/shared/admin/admin-reports.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** The reports of one status, newest first, page after page (keyset cursor). */
export function useAdminReportsPages(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.reportList(status),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminReportsContract.reports,
        { query: { status, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
