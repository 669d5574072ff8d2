import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoCallList } from '@cofound/shared/video-calls/video-calls.schemas';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isApiError } from '../../../lib/api-error';
import { videoCallQueryKeys } from './video-call-query-keys';

export type VideoCallVerb = 'accept' | 'decline' | 'cancel';

/** Updates or drops one call in the cached list. */
function updateCall(data: VideoCallList | undefined, callId: string, verb: VideoCallVerb) {
  if (!data) return data;
  if (verb !== 'accept') return { items: data.items.filter((item) => item.id !== callId) };
  return {
    items: data.items.map((item) =>
      item.id === callId ? { ...item, status: 'accepted' as const } : item,
    ),
  };
}

/**
 * Shared by accept, decline and cancel. The list follows at
 * once, and is read again afterwards (also when the call changed meanwhile: 404/409).
 */
export function useVideoCallAnswer(verb: VideoCallVerb) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['video-calls', verb],
    mutationFn: (callId: string) => callEndpoint(videoCallsContract[verb], { params: { callId } }),
    onSuccess: (_result, callId) =>
      client.setQueryData<VideoCallList>(videoCallQueryKeys.list, (data) =>
        updateCall(data, callId, verb),
      ),
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        void client.invalidateQueries({ queryKey: videoCallQueryKeys.list });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: videoCallQueryKeys.list }),
  });
}
