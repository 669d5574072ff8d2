import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveResultSchema } from '@cofound/shared/matching/matching.schemas';
import { apiFetch } from '../../../lib/api-client';
import { matchingQueryKeys } from './matching-query-keys';

/** PUT /api/matching/saved/{profileId}: save for later. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiFetch(`/api/matching/saved/${encodeURIComponent(profileId)}`, {
        method: 'PUT',
        schema: saveResultSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
