import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsContract } from '@cofound/shared/projects/projects.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { projectQueryKeys } from './project-query-keys';

/** After any team change: the project, its recommendations, the lists that show it. */
function useRefreshTeam() {
  const client = useQueryClient();
  return (projectId: string) => {
    void client.invalidateQueries({ queryKey: projectQueryKeys.one(projectId) });
    void client.invalidateQueries({ queryKey: projectQueryKeys.recommendations(projectId) });
    void client.invalidateQueries({ queryKey: projectQueryKeys.invitations });
    void client.invalidateQueries({ queryKey: projectQueryKeys.mine });
    void client.invalidateQueries({ queryKey: projectQueryKeys.joined });
  };
}

/** The owner invites a member to the team. */
export function useInviteMember(projectId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(projectsContract.invite, { params: { id: projectId }, body: { profileId } }),
    onSuccess: () => refresh(projectId),
  });
}

/** A member asks to join the team. */
export function useRequestToJoin(projectId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: () => callEndpoint(projectsContract.requestToJoin, { params: { id: projectId } }),
    onSuccess: () => refresh(projectId),
  });
}

/** The owner takes a member off the team, or a member leaves. */
export function useRemoveMember(projectId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(projectsContract.removeMember, { params: { id: projectId, profileId } }),
    onSuccess: () => refresh(projectId),
  });
}

/** Accept, decline or withdraw an invitation or join request. */
export function useAnswerInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({
      invitationId,
      answer,
    }: {
      invitationId: string;
      projectId: string;
      answer: 'accept' | 'decline' | 'withdraw';
    }) => {
      const endpoint = {
        accept: projectsContract.acceptInvitation,
        decline: projectsContract.declineInvitation,
        withdraw: projectsContract.withdrawInvitation,
      }[answer];
      return callEndpoint(endpoint, { params: { invitationId } });
    },
    onSuccess: (_answer, { projectId }) => refresh(projectId),
  });
}
