import { useQuery } from '@tanstack/react-query';
import { pitchContract } from '@cofound/shared/pitch/pitch.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pitchQueryKeys } from './pitch-query-keys';

/** GET /api/pitch/recommendations: three members to meet, once the pitch is ready. */
export function usePitchRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: pitchQueryKeys.recommendations,
    queryFn: ({ signal }) => callEndpoint(pitchContract.recommendations, {}, { signal }),
    enabled,
  });
}
