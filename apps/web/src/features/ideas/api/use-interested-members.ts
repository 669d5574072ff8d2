import { useInfiniteQuery } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';

/** The members interested in building the author's idea, newest first, page after page. */
export function useInterestedMembers(ideaId: string) {
  return useInfiniteQuery({
    queryKey: ideaQueryKeys.interested(ideaId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        ideasContract.interested,
        { params: { id: ideaId }, query: { cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
