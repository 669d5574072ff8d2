import { useQuery } from '@tanstack/react-query';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { videoCallQueryKeys } from './video-call-query-keys';

/** Pending requests both ways and accepted calls not ended, soonest first. */
export function useVideoCalls() {
  return useQuery({
    queryKey: videoCallQueryKeys.list,
    queryFn: ({ signal }) => callEndpoint(videoCallsContract.list, {}, { signal }),
  });
}
