import { useInfiniteQuery } from '@tanstack/react-query';
import { partnersContract } from '@cofound/shared/partners/partners.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminQueryKeys } from './admin-query-keys';

/** The partners, newest first, page after page (keyset cursor). */
export function usePartnersPages() {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.partners,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        partnersContract.list,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
