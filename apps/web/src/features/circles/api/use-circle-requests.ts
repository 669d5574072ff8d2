import { useInfiniteQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** Requests to join a private circle, oldest first: for its moderators only. */
export function useCircleRequests(circleId: string, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: circleQueryKeys.requests(circleId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        circlesContract.requests,
        { params: { id: circleId }, query: { cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
