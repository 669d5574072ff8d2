import { useQuery } from '@tanstack/react-query';
import { videoCallListSchema } from '@cofound/shared/video-calls/video-calls.schemas';
import { apiFetch } from '../../../lib/api-client';
import { videoCallQueryKeys } from './video-call-query-keys';

/** GET /api/video-calls: pending requests both ways and accepted calls not ended, soonest first. */
export function useVideoCalls() {
  return useQuery({
    queryKey: videoCallQueryKeys.list,
    queryFn: ({ signal }) => apiFetch('/api/video-calls', { schema: videoCallListSchema, signal }),
  });
}
