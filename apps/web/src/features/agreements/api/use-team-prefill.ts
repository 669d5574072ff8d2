import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import type { ProjectSummary } from '@cofound/shared/projects/projects.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { agreementQueryKeys } from './agreement-query-keys';

/** How many of each list the picker offers: a member leads or joins only a few projects. */
const PROJECTS_PER_LIST = 50;

/**
 * The projects whose team can fill the founders in: the member's own and those whose team they
 * joined, newest first, each once. Only members have any.
 */
export function useTeamProjects(enabled: boolean) {
  return useQuery({
    queryKey: agreementQueryKeys.teamProjects,
    enabled,
    queryFn: async ({ signal }): Promise<ProjectSummary[]> => {
      const query = { limit: PROJECTS_PER_LIST };
      const [owned, joined] = await Promise.all([
        callEndpoint(projectsContract.mine, { query }, { signal }),
        callEndpoint(projectsContract.joined, { query }, { signal }),
      ]);
      const seen = new Set<string>();
      return [...owned.items, ...joined.items]
        .filter((project) => !seen.has(project.id) && seen.add(project.id))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}

/** Reads one project with its team, when the member asks to fill the founders from it. */
export function useFetchProjectTeam() {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string) =>
      queryClient.fetchQuery({
        queryKey: agreementQueryKeys.team(projectId),
        queryFn: ({ signal }) =>
          callEndpoint(projectsContract.get, { params: { id: projectId } }, { signal }),
        staleTime: 0,
      }),
    [queryClient],
  );
}
