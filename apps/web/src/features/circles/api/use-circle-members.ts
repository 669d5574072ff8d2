import { useInfiniteQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** The members panel sits beside the discussion: a short page, with Load more for the rest. */
export const MEMBERS_PANEL_PAGE_SIZE = 12;

/** A circle's members, moderators first, page after page. Only asked when the viewer may read. */
export function useCircleMembers(circleId: string, viewerId: string | null, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: circleQueryKeys.membersOf(circleId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        circlesContract.members,
        {
          params: { id: circleId },
          query: { cursor: pageParam ?? undefined, limit: MEMBERS_PANEL_PAGE_SIZE },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
