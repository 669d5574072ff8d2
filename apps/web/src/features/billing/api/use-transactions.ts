import { useInfiniteQuery } from '@tanstack/react-query';
import { billingContract } from '@cofound/shared/billing/billing.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { billingQueryKeys } from './billing-query-keys';

/** The member's payments, newest first, page after page. */
export function useTransactions() {
  return useInfiniteQuery({
    queryKey: billingQueryKeys.transactions,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        billingContract.transactions,
        { query: { cursor: pageParam ?? undefined, limit: 20 } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
