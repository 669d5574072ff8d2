import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { partnersContract } from '@cofound/shared/partners/partners.contract';
import type {
  Partner,
  PartnersPage,
  PartnerStatus,
} from '@cofound/shared/partners/partners.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** PUT /api/admin/partners/:partnerId/status; the answer replaces the partner in the list. */
export function useChangePartnerStatus(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PartnerStatus) =>
      callEndpoint(partnersContract.changeStatus, { params: { partnerId }, body: { status } }),
    onSuccess: (partner: Partner) => {
      queryClient.setQueryData<InfiniteData<PartnersPage>>(adminQueryKeys.partners, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === partner.id ? partner : item)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
    },
  });
}
