import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { matchingQueryKeys } from './matching-query-keys';

export type DecideMatchInput = { profileId: string; liked: boolean };

/** Like or pass. A saved profile leaves Saved. */
export function useDecideMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, liked }: DecideMatchInput) =>
      callEndpoint(matchingContract.decide, { params: { profileId }, body: { liked } }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
