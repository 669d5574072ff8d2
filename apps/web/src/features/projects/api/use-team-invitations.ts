import { useQuery } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** Invitations and join requests waiting for the member's answer. */
export function useTeamInvitations() {
  return useQuery({
    queryKey: projectQueryKeys.invitations,
    queryFn: ({ signal }) => callEndpoint(projectsContract.invitations, {}, { signal }),
  });
}
