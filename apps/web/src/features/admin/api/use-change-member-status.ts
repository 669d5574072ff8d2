import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import type { AdminStatusChange } from '@cofound/shared/admin/admin-members.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';
import { usePatchAdminMember } from './use-patch-admin-member';

/**
 * Suspends, bans or reactivates a member with a reason (PUT /api/admin/members/:userId/status).
 * The answer is the member as now stored; the audit log and their history are read again.
 */
export function useChangeMemberStatus(userId: string) {
  const queryClient = useQueryClient();
  const patchMember = usePatchAdminMember();
  return useMutation({
    mutationFn: (change: AdminStatusChange) =>
      callEndpoint(adminContract.changeStatus, { params: { userId }, body: change }),
    onSuccess: (member) => {
      patchMember(member);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.member(userId) });
    },
  });
}
