import { useInfiniteQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** A circle's discussion, posts newest first, page after page. Only asked when the viewer may read. */
export function useCirclePosts(circleId: string, viewerId: string | null, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: circleQueryKeys.postsOf(circleId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        circlesContract.posts,
        { params: { id: circleId }, query: { cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
