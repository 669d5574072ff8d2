import { useMutation } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import type { PaidPlan } from '@cofound/shared/billing/plan';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Starts paying for a plan; the caller sends the browser to the checkout page answered. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: PaidPlan) => callEndpoint(billingContract.startCheckout, { body: { plan } }),
  });
}
