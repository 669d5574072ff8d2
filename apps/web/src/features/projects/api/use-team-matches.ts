import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import type { TeamMatches } from '@cofound/shared/projects/team-matches.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** Teams whose open roles fit the member, at or above the minimum score (null: not known yet). */
export function useTeamMatches(minScore: number | null) {
  return useQuery({
    queryKey: projectQueryKeys.teamMatches(minScore ?? 0),
    enabled: minScore !== null,
    queryFn: ({ signal }) =>
      callEndpoint(
        projectsContract.teamMatches,
        { query: { minScore: minScore ?? 0 } },
        { signal },
      ),
  });
}

/** Pass or Join Team: the card leaves every cached list at once. */
export function useRespondToTeamMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, status }: { projectId: string; status: 'accepted' | 'rejected' }) =>
      callEndpoint(projectsContract.respondToTeamMatch, {
        params: { projectId },
        body: { status },
      }),
    onSuccess: (_answer, { projectId }) => {
      client.setQueriesData<TeamMatches>({ queryKey: projectQueryKeys.allTeamMatches }, (data) =>
        data ? { items: data.items.filter((item) => item.projectId !== projectId) } : data,
      );
      void client.invalidateQueries({ queryKey: projectQueryKeys.one(projectId) });
    },
  });
}
