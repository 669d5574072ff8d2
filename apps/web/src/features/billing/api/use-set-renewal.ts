import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { billingQueryKeys } from './billing-query-keys';

/** Cancels the subscription at the period's end, or keeps it renewing. */
export function useSetRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      callEndpoint(billingContract.setRenewal, { body: { cancelAtPeriodEnd } }),
    onSuccess: (summary) => client.setQueryData(billingQueryKeys.summary, summary),
  });
}
