import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPUTATION_POINTS } from '@cofound/shared/reputation/reputation.rules';
import { endorseSkillResponseSchema } from '@cofound/shared/reputation/reputation.schemas';
import { toast } from '../../../components/ui/toaster';
import { apiFetch } from '../../../lib/api-client';
import {
  applyOptimistic,
  applyResult,
  endorsementErrorMessage,
  refetchAfter,
  restore,
} from './endorsement-cache';

/** POST /api/profiles/:id/endorsements: endorses one skill, shown at once, undone on failure. */
export function useEndorseSkill(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (skill: string) =>
      apiFetch(`/api/profiles/${encodeURIComponent(profileId)}/endorsements`, {
        method: 'POST',
        body: { skill },
        schema: endorseSkillResponseSchema,
      }),
    onMutate: (skill) =>
      applyOptimistic(client, profileId, skill, 1, REPUTATION_POINTS.ENDORSEMENT),
    onError: (error, _skill, snapshot) => {
      restore(client, profileId, snapshot);
      toast.error(endorsementErrorMessage(error));
    },
    onSuccess: (result) => applyResult(client, profileId, result),
    onSettled: () => refetchAfter(client, profileId),
  });
}
