import { useQuery } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** Proposed circles: every waiting one for an admin, the member's own (waiting or declined). */
export function useCircleProposals(viewerId: string | null) {
  return useQuery({
    enabled: viewerId !== null,
    queryKey: circleQueryKeys.proposalsOf(viewerId),
    queryFn: ({ signal }) => callEndpoint(circlesContract.proposals, {}, { signal }),
  });
}
