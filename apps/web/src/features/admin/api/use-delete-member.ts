import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountDeletionContract } from '@cofound/shared/account-deletion/account-deletion.contract';
import type { ProjectChoice } from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { adminPeriods } from '@cofound/shared/admin/admin-stats.schemas';
import { toast } from '../../../components/ui/toaster';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Deletes a member's account (DELETE /api/admin/members/:userId) with a choice per project.
 * The members list, the figures and the audit log are read again, and the admin goes back to
 * the list: the member's own page is gone.
 */
export function useDeleteMember(member: Pick<AdminMember, 'userId' | 'name'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId } = member;
  return useMutation({
    mutationFn: (projects: ProjectChoice[]) =>
      callEndpoint(accountDeletionContract.adminDelete, { params: { userId }, body: { projects } }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.memberLists });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
      for (const period of adminPeriods) {
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats(period) });
      }
      toast.success(`${member.name}'s account was deleted.`);
      await navigate('/admin', { replace: true });
      // Only once their page is left: it would read the member again, and find nobody.
      queryClient.removeQueries({ queryKey: adminQueryKeys.member(userId) });
    },
  });
}
