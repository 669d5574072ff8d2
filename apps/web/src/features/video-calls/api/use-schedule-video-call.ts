import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  videoCallSchema,
  type ScheduleVideoCall,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { apiFetch } from '../../../lib/api-client';
import { videoCallQueryKeys } from './video-call-query-keys';

/** POST /api/video-calls: a call request to a connected member. */
export function useScheduleVideoCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleVideoCall) =>
      apiFetch('/api/video-calls', { method: 'POST', body, schema: videoCallSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: videoCallQueryKeys.list }),
  });
}
