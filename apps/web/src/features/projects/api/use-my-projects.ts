import { useInfiniteQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** The member's own projects (`owned`) or the teams they joined (`joined`), page after page. */
export function useMyProjects(scope: 'owned' | 'joined') {
  const endpoint = scope === 'owned' ? projectsContract.mine : projectsContract.joined;
  return useInfiniteQuery({
    queryKey: scope === 'owned' ? projectQueryKeys.mine : projectQueryKeys.joined,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(endpoint, { query: { cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
