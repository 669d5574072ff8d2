import { useQueryClient } from '@tanstack/react-query';
import { realtimeTopic } from '@cofound/shared/realtime';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic';
import { ideaQueryKeys } from './idea-query-keys';
import { usePatchIdea } from './use-patch-idea';

/**
 * While an idea's comments are open for a member, watches the idea: a comment added or deleted by
 * anyone reads the comments again and sets the card's count. Visitors have no socket.
 */
export function useIdeaCommentsLive(ideaId: string, watching: boolean) {
  const queryClient = useQueryClient();
  const patchIdea = usePatchIdea();
  useRealtimeTopic(watching ? realtimeTopic('idea', ideaId) : null);
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: ideaQueryKeys.comments(ideaId) });
  useRealtimeEvent('idea.comments', (event) => {
    if (!watching || event.ideaId !== ideaId) return;
    patchIdea(ideaId, () => ({ commentsCount: event.commentsCount }));
    refetch();
  });
}
