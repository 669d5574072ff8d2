import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedMembers } from '@cofound/shared/safety/safety.schemas';
import { safetyContract } from '@cofound/shared/safety/safety.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { safetyQueryKeys } from './safety-query-keys';

/** The member leaves the blocked list. */
export function useUnblockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(safetyContract.unblock, { params: { profileId } }),
    onSuccess: (_result, profileId) => {
      client.setQueryData<BlockedMembers>(safetyQueryKeys.blocked, (data) =>
        data ? { items: data.items.filter((item) => item.profileId !== profileId) } : data,
      );
      // They show up again in discovery and matching.
      void client.invalidateQueries();
    },
  });
}
