import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import type { CardPayment } from '@cofound/shared/billing/billing.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { billingQueryKeys } from './billing-query-keys';

/** Pays a checkout on the local test checkout's card page. */
export function usePayTestCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: CardPayment) =>
      callEndpoint(billingContract.payTestCheckout, { params: { id }, body: card }),
    onSuccess: (checkout) => client.setQueryData(billingQueryKeys.checkout(id), checkout),
  });
}
