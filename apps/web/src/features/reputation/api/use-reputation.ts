import { useQuery } from '@tanstack/react-query';
import { reputationContract } from '@cofound/shared/reputation/reputation.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reputationQueryKeys } from './reputation-query-keys';

/** A profile's reputation: total, its three components and the level. */
export function useReputation(profileId: string) {
  return useQuery({
    queryKey: reputationQueryKeys.reputation(profileId),
    queryFn: ({ signal }) =>
      callEndpoint(reputationContract.reputation, { params: { id: profileId } }, { signal }),
  });
}
