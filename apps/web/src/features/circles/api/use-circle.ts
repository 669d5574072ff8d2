import { useQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** One circle as this viewer sees it. */
export function useCircle(circleId: string, viewerId: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: circleQueryKeys.detailOf(circleId, viewerId),
    queryFn: ({ signal }) =>
      callEndpoint(circlesContract.get, { params: { id: circleId } }, { signal }),
  });
}
