import { useQuery } from '@tanstack/react-query';
import { reputationContract } from '@cofound/shared/reputation/reputation.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reputationQueryKeys } from './reputation-query-keys';

/** Endorsement counts per skill, and whether the viewer may endorse. */
export function useEndorsements(profileId: string) {
  return useQuery({
    queryKey: reputationQueryKeys.endorsements(profileId),
    queryFn: ({ signal }) =>
      callEndpoint(reputationContract.endorsements, { params: { id: profileId } }, { signal }),
  });
}
