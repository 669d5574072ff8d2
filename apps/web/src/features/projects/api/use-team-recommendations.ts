import { useQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** Members recommended for the team; only its owner and admins may ask. */
export function useTeamRecommendations(projectId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: projectQueryKeys.recommendations(projectId),
    queryFn: ({ signal }) =>
      callEndpoint(projectsContract.recommendations, { params: { id: projectId } }, { signal }),
  });
}
