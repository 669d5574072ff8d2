import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safetyContract } from '@cofound/shared/safety/safety.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * A block hides both members from each other everywhere (profiles, discover,
 * matching, requests, connections, messages), so every cached list is read again.
 */
export function useBlockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => callEndpoint(safetyContract.block, { body: { profileId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
