import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedMembers } from '@cofound/shared/safety/safety.schemas';
import { apiFetch } from '../../../lib/api-client';
import { safetyQueryKeys } from './safety-query-keys';

/** DELETE /api/blocks/{profileId}: the member leaves the blocked list. */
export function useUnblockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiFetch(`/api/blocks/${encodeURIComponent(profileId)}`, { method: 'DELETE' }),
    onSuccess: (_result, profileId) => {
      client.setQueryData<BlockedMembers>(safetyQueryKeys.blocked, (data) =>
        data ? { items: data.items.filter((item) => item.profileId !== profileId) } : data,
      );
      // They show up again in discovery and matching.
      void client.invalidateQueries();
    },
  });
}
