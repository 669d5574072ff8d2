import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** The minimum score the member last chose: the filter's start and the bar for new teams. */
export function useTeamMatchAlerts() {
  return useQuery({
    queryKey: projectQueryKeys.teamMatchAlerts,
    queryFn: ({ signal }) => callEndpoint(projectsContract.teamMatchAlerts, {}, { signal }),
  });
}

/** Remembers the minimum score on the server. */
export function useSaveTeamMatchAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minScore: number) =>
      callEndpoint(projectsContract.saveTeamMatchAlerts, { body: { minScore } }),
    onSuccess: (saved) => client.setQueryData(projectQueryKeys.teamMatchAlerts, saved),
  });
}
