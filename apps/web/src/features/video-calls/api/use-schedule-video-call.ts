import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import type { ScheduleVideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { videoCallQueryKeys } from './video-call-query-keys';

/** A call request to a connected member. */
export function useScheduleVideoCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleVideoCall) => callEndpoint(videoCallsContract.schedule, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: videoCallQueryKeys.list }),
  });
}
