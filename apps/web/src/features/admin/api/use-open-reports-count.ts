import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReportsContract } from '@cofound/shared/admin/admin-reports.contract';
import { adminReportsTopic } from '@cofound/shared/admin/admin-reports.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic';
import { adminQueryKeys } from './admin-query-keys';

/**
 * How many reports are open, kept live: while it is shown, the admin's socket watches the queue,
 * and a report made or decided anywhere sets the count and reads the report lists again.
 */
export function useOpenReportsCount() {
  const queryClient = useQueryClient();
  useRealtimeTopic(adminReportsTopic);
  useRealtimeEvent('admin.reports', (count) => {
    queryClient.setQueryData(adminQueryKeys.openReportsCount, count);
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.reportLists });
  });
  return useQuery({
    queryKey: adminQueryKeys.openReportsCount,
    queryFn: ({ signal }) => callEndpoint(adminReportsContract.count, {}, { signal }),
  });
}
