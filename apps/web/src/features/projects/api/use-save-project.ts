import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import type { ProjectInput } from '@cofound/shared/projects/projects.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** Creates a project (no id) or saves an existing one; the answer is the stored project. */
export function useSaveProject(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      projectId
        ? callEndpoint(projectsContract.update, { params: { id: projectId }, body: input })
        : callEndpoint(projectsContract.create, { body: input }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKeys.one(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.mine });
    },
  });
}
