import { useMutation } from '@tanstack/react-query';
import { undoDecisionResultSchema } from '@cofound/shared/matching/matching.schemas';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/matching/decisions/{profileId}: undo; the profile comes back into the deck. */
export function useUndoDecision() {
  return useMutation({
    mutationFn: (profileId: string) =>
      apiFetch(`/api/matching/decisions/${encodeURIComponent(profileId)}`, {
        method: 'DELETE',
        schema: undoDecisionResultSchema,
      }),
  });
}
