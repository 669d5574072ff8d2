import { useQuery } from '@tanstack/react-query';
import { roomSchema } from '@cofound/shared/video-calls/video-calls.schemas';
import { apiFetch } from '../../../lib/api-client';
import { videoCallPath, videoCallQueryKeys } from './video-call-query-keys';

/**
 * GET /api/video-calls/{id}/room: the call and the ICE servers, for its two participants only.
 * Read once per visit: a refetch must not restart a running call.
 */
export function useRoom(callId: string) {
  return useQuery({
    queryKey: videoCallQueryKeys.room(callId),
    queryFn: ({ signal }) =>
      apiFetch(videoCallPath(callId, '/room'), { schema: roomSchema, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
