import { useInfiniteQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** A post's replies, oldest first, page after page; asked once they are shown. */
export function usePostReplies(
  circleId: string,
  postId: string,
  viewerId: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    enabled,
    queryKey: circleQueryKeys.repliesOf(circleId, postId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        circlesContract.replies,
        { params: { id: circleId, postId }, query: { cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
