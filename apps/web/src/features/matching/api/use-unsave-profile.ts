import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { matchingQueryKeys } from './matching-query-keys';

/** Takes a profile off Saved. */
export function useUnsaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(matchingContract.unsave, { params: { profileId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
