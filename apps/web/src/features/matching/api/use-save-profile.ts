import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { matchingQueryKeys } from './matching-query-keys';

/** Saves a profile for later. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(matchingContract.save, { params: { profileId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
