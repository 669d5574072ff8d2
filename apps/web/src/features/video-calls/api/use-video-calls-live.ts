import { useQueryClient } from '@tanstack/react-query';
import type { VideoCallList } from '@cofound/shared/video-calls/video-calls.schemas';
import { toast } from '../../../components/ui/toaster';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { changeNotice } from '../model/call-notices';
import { videoCallQueryKeys } from './video-call-query-keys';

/**
 * Keeps the calls list current without polling: a new request, an answer or a cancellation reads
 * it again (so does every reconnect, for the whole cache), and the member hears about what the
 * other side did.
 */
export function useVideoCallsLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: videoCallQueryKeys.list });

  // Toast ids per event: with the list and a chat's calls both on screen, one toast shows.
  useRealtimeEvent('video-call.requested', ({ callId }) => {
    toast.info('You have a new video call request.', { id: `video-call-requested-${callId}` });
    refetch();
  });
  useRealtimeEvent('video-call.changed', ({ callId, status }) => {
    const call = client
      .getQueryData<VideoCallList>(videoCallQueryKeys.list)
      ?.items.find((item) => item.id === callId);
    // My own answer or cancellation already updated the list: nothing to tell.
    const mine = client.isMutating({ predicate: (m) => m.state.variables === callId }) > 0;
    const notice = call && !mine ? changeNotice(call, status) : null;
    if (notice) toast.info(notice, { id: `video-call-${status}-${callId}` });
    refetch();
  });
}
