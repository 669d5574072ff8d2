import { useQueryClient } from '@tanstack/react-query';
import { realtimeTopic } from '@cofound/shared/realtime';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic';
import { circleQueryKeys } from './circle-query-keys';

/**
 * While a circle's discussion is open, watches the circle: a post or reply added or deleted by
 * anyone reads the discussion again (and that post's replies). The drafts and the scroll
 * position stay: only the lists' data changes. Visitors have no socket; it watches nothing then.
 */
export function useCirclePostsLive(circleId: string, watching: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(watching ? realtimeTopic('circle', circleId) : null);
  useRealtimeEvent('circle.posts', (event) => {
    if (!watching || event.circleId !== circleId) return;
    if (event.parentId) {
      void queryClient.invalidateQueries({
        queryKey: circleQueryKeys.replies(circleId, event.parentId),
      });
    }
    // The post's reply count, or the post itself.
    void queryClient.invalidateQueries({ queryKey: circleQueryKeys.posts(circleId) });
  });
}
