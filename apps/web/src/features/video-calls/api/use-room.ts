import { useQuery } from '@tanstack/react-query';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { videoCallQueryKeys } from './video-call-query-keys';

/**
 * The call and the ICE servers, for its two participants only.
 * Read once per visit: a refetch must not restart a running call.
 */
export function useRoom(callId: string) {
  return useQuery({
    queryKey: videoCallQueryKeys.room(callId),
    queryFn: ({ signal }) =>
      callEndpoint(videoCallsContract.room, { params: { callId } }, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
