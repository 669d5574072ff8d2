import { useInfiniteQuery } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideasApiQuery, type IdeaFilters } from '../model/idea-filters';
import { ideaQueryKeys } from './idea-query-keys';

/** The ideas board, page after page (keyset cursor), for these filters and this viewer. */
export function useIdeasPages(filters: IdeaFilters, viewerId: string | null, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: ideaQueryKeys.list(viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(ideasContract.list, { query: ideasApiQuery(filters, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 30_000,
  });
}
