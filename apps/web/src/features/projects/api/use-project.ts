import { useQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** One project with its owner and team, as the viewer may see it. */
export function useProject(projectId: string) {
  return useQuery({
    queryKey: projectQueryKeys.one(projectId),
    queryFn: ({ signal }) =>
      callEndpoint(projectsContract.get, { params: { id: projectId } }, { signal }),
  });
}
