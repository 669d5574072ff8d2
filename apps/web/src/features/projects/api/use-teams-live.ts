import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { projectQueryKeys } from './project-query-keys';

/**
 * Keeps projects, teams, invitations and team matches current without polling: a team change,
 * an invitation or a new matching team reads them again (a reconnect reads the whole cache).
 */
export function useTeamsLive() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const refetch = (projectId?: string) => {
    if (projectId) void client.invalidateQueries({ queryKey: projectQueryKeys.one(projectId) });
    else void client.invalidateQueries({ queryKey: ['projects', 'one'] });
    void client.invalidateQueries({ queryKey: projectQueryKeys.invitations });
    void client.invalidateQueries({ queryKey: projectQueryKeys.mine });
    void client.invalidateQueries({ queryKey: projectQueryKeys.joined });
  };
  useRealtimeEvent('team.changed', ({ projectId }) => refetch(projectId));
  useRealtimeEvent('team.invitation', ({ invitationId, projectId, status }) => {
    if (status === 'pending') {
      toast.info('A team invitation or join request is waiting for your answer.', {
        id: `team-invitation-${invitationId}`,
      });
    }
    refetch(projectId);
  });
  useRealtimeEvent('team-match.new', ({ projectId, title }) => {
    toast.info(`A new team matches you: ${title}`, {
      id: `team-match-${projectId}`,
      action: { label: 'View', onClick: () => void navigate(`/projects/${projectId}`) },
    });
    void client.invalidateQueries({ queryKey: projectQueryKeys.allTeamMatches });
  });
}
