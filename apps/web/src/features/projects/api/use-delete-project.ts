import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** Deletes a project with its team (the owner or an admin). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      callEndpoint(projectsContract.remove, { params: { id: projectId } }),
    onSuccess: (_answer, projectId) => {
      queryClient.removeQueries({ queryKey: projectQueryKeys.one(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.mine });
    },
  });
}
