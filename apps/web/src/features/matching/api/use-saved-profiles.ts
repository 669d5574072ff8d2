import { useQuery } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { matchingQueryKeys } from './matching-query-keys';

/** The profiles saved for later. */
export function useSavedProfiles() {
  return useQuery({
    queryKey: matchingQueryKeys.saved,
    queryFn: ({ signal }) => callEndpoint(matchingContract.saved, {}, { signal }),
  });
}
