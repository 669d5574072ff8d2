import { useQuery } from '@tanstack/react-query';
import { pitchContract } from '@cofound/shared/pitch/pitch.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pitchQueryKeys } from './pitch-query-keys';

/** While the server checks a new upload. */
const CHECK_POLL_MS = 1000;

/** GET /api/pitch: the member's pitch, read again every second while it is being checked. */
export function useOwnPitch() {
  return useQuery({
    queryKey: pitchQueryKeys.own,
    queryFn: ({ signal }) => callEndpoint(pitchContract.own, {}, { signal }),
    refetchInterval: (query) =>
      query.state.data?.pitch?.status === 'processing' ? CHECK_POLL_MS : false,
  });
}
