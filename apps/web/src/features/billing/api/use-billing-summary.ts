import { useQuery } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { billingQueryKeys } from './billing-query-keys';

/** The member's plan and subscription. */
export function useBillingSummary() {
  return useQuery({
    queryKey: billingQueryKeys.summary,
    queryFn: ({ signal }) => callEndpoint(billingContract.summary, {}, { signal }),
  });
}
