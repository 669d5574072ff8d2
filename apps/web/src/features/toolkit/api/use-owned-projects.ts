import { useQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { toolkitQueryKeys } from './toolkit-query-keys';

/** The member's own projects a tool's work can be saved for: the newest 50. */
export function useOwnedProjects() {
  return useQuery({
    queryKey: toolkitQueryKeys.projects,
    queryFn: ({ signal }) =>
      callEndpoint(projectsContract.mine, { query: { limit: 50 } }, { signal }),
    select: (list) => list.items.map((project) => ({ id: project.id, title: project.title })),
  });
}
