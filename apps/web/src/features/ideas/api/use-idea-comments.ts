import { useInfiniteQuery } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';

/** An idea's comments, oldest first, page after page. */
export function useIdeaComments(ideaId: string) {
  return useInfiniteQuery({
    queryKey: ideaQueryKeys.comments(ideaId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        ideasContract.comments,
        { params: { id: ideaId }, query: { after: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
