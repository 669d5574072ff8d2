import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContract } from '@cofound/shared/admin/admin.contract';
import type { MemberRole } from '@cofound/shared/admin/member-status';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';
import { usePatchAdminMember } from './use-patch-admin-member';

/**
 * Makes a member an admin or takes it back (PUT /api/admin/members/:userId/role). The answer is
 * the member as now stored; the audit log and their history are read again.
 */
export function useChangeMemberRole(userId: string) {
  const queryClient = useQueryClient();
  const patchMember = usePatchAdminMember();
  return useMutation({
    mutationFn: (role: MemberRole) =>
      callEndpoint(adminContract.changeRole, { params: { userId }, body: { role } }),
    onSuccess: (member) => {
      patchMember(member);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.member(userId) });
    },
  });
}
