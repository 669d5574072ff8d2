import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { matchingQueryKeys } from './matching-query-keys';

/** DELETE /api/matching/saved/{profileId}: take a profile off Saved. */
export function useUnsaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiFetch(`/api/matching/saved/${encodeURIComponent(profileId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: matchingQueryKeys.saved }),
  });
}
