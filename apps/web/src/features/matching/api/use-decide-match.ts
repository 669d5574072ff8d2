import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchDecisionResultSchema } from '@cofound/shared/matching/matching.schemas';
import { apiFetch } from '../../../lib/api-client';
import { matchingQueryKeys } from './matching-query-keys';

export type DecideMatchInput = { profileId: string; liked: boolean };

/** PUT /api/matching/decisions/{profileId}: like or pass. A saved profile leaves Saved. */
export function useDecideMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, liked }: DecideMatchInput) =>
      apiFetch(`/api/matching/decisions/${encodeURIComponent(profileId)}`, {
        method: 'PUT',
        body: { liked },
        schema: matchDecisionResultSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
