import { useMutation } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Opens the payment provider's billing portal (when one is configured). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => callEndpoint(billingContract.portal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
