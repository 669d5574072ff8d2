import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnersContract } from '@cofound/shared/partners/partners.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/**
 * POST /api/admin/partners/:partnerId/import with the file's text: all rows or none. The list
 * (member counts) and the audit log are read again.
 */
export function useImportPartnerMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { partnerId: string; csv: string }) =>
      callEndpoint(partnersContract.importMembers, {
        params: { partnerId: input.partnerId },
        body: { csv: input.csv, dryRun: false },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.partners });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
    },
  });
}
