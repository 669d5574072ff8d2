import { useInfiniteQuery } from '@tanstack/react-query';
import { toolkitContract } from '@cofound/shared/toolkit/toolkit.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { toolkitQueryKeys } from './toolkit-query-keys';

/** Cofound's active partner investors by name, page after page (keyset cursor). */
export function useInvestorsPages() {
  return useInfiniteQuery({
    queryKey: toolkitQueryKeys.investors,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        toolkitContract.investors,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
