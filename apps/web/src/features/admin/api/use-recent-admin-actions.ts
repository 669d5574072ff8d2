import { useQuery } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** How many of the latest audit-log entries the dashboard shows. */
export const RECENT_ACTIONS_SHOWN = 10;

/** The admins' latest changes, newest first. */
export function useRecentAdminActions() {
  return useQuery({
    queryKey: adminQueryKeys.recentActions,
    queryFn: ({ signal }) =>
      callEndpoint(adminContract.auditLog, { query: { limit: RECENT_ACTIONS_SHOWN } }, { signal }),
  });
}
