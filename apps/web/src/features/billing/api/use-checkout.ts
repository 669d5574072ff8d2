import { useQuery } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import type { Checkout } from '@cofound/shared/billing/billing.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { billingQueryKeys } from './billing-query-keys';

/** How often the activation screen asks whether the provider's webhook has arrived. */
const ACTIVATION_POLL_MS = 1000;

const activated = (checkout: Checkout | undefined) =>
  checkout !== undefined && checkout.status === 'complete' && checkout.activePlan !== 'free';

/** One of the member's checkouts; `untilActive` polls until the webhook has made the plan active. */
export function useCheckout(id: string, options: { untilActive?: boolean } = {}) {
  return useQuery({
    queryKey: billingQueryKeys.checkout(id),
    queryFn: ({ signal }) => callEndpoint(billingContract.checkout, { params: { id } }, { signal }),
    refetchInterval: (query) =>
      options.untilActive && !activated(query.state.data) && query.state.data?.status !== 'expired'
        ? ACTIVATION_POLL_MS
        : false,
  });
}

export { activated as isCheckoutActivated };
