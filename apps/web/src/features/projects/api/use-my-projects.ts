import { useInfiniteQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** The member's own projects, newest first, page after page. */
export function useMyProjects() {
  return useInfiniteQuery({
    queryKey: projectQueryKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        projectsContract.mine,
        { query: { cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
