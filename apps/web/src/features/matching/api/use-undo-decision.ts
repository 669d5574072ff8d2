import { useMutation } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Undoes a decision; the profile comes back into the deck. */
export function useUndoDecision() {
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(matchingContract.undo, { params: { profileId } }),
  });
}
