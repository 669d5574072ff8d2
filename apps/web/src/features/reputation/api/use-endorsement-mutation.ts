import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPUTATION_POINTS } from '@cofound/shared/reputation/reputation.rules';
import { reputationContract } from '@cofound/shared/reputation/reputation.contract';
import { toast } from '../../../components/ui/toaster';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  applyOptimistic,
  applyResult,
  endorsementErrorMessage,
  refetchAfter,
  restore,
} from './endorsement-cache';

/**
 * Shared mutation behind endorsing (POST, +1) and withdrawing (DELETE, -1) one skill:
 * shown at once, undone on failure, then refetched.
 */
export function useEndorsementMutation(profileId: string, method: 'POST' | 'DELETE') {
  const client = useQueryClient();
  const delta = method === 'POST' ? 1 : -1;
  return useMutation({
    mutationFn: (skill: string) =>
      callEndpoint(method === 'POST' ? reputationContract.endorse : reputationContract.withdraw, {
        params: { id: profileId },
        body: { skill },
      }),
    onMutate: (skill) =>
      applyOptimistic(client, profileId, skill, delta, REPUTATION_POINTS.ENDORSEMENT),
    onError: (error, _skill, snapshot) => {
      restore(client, profileId, snapshot);
      toast.error(endorsementErrorMessage(error));
    },
    onSuccess: (result) => applyResult(client, profileId, result),
    onSettled: () => refetchAfter(client, profileId),
  });
}
