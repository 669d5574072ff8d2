import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnersContract } from '@cofound/shared/partners/partners.contract';
import type { PartnerCreateInput } from '@cofound/shared/partners/partners.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** POST /api/admin/partners; the list and the audit log are read again. */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partner: PartnerCreateInput) =>
      callEndpoint(partnersContract.create, { body: partner }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.partners });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
    },
  });
}
