import { useQuery } from '@tanstack/react-query';
import { accountDeletionContract } from '@cofound/shared/account-deletion/account-deletion.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** The key of a member's deletion plan: under the member, so it goes when they go. */
export const adminDeletionPlanKey = (userId: string) =>
  [...adminQueryKeys.member(userId), 'deletion'] as const;

/**
 * A member's projects and who could take each one (GET /api/admin/members/:userId/deletion),
 * read while the delete dialog is open. Teams change: read again each time it opens.
 */
export function useAdminDeletionPlan(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminDeletionPlanKey(userId),
    queryFn: ({ signal }) =>
      callEndpoint(accountDeletionContract.adminPlan, { params: { userId } }, { signal }),
    enabled,
    staleTime: 0,
  });
}
