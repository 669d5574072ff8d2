import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingContract } from '@cofound/shared/networking/networking.contract';
import type { NetworkingState } from '@cofound/shared/networking/networking.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  lobbyMutationScope,
  networkingMutationKeys,
  networkingQueryKeys,
} from './networking-query-keys';

/**
 * DELETE /api/networking/lobby: out of the lobby, and any round ends for both. Pending until the
 * state is read again, so the page goes straight to idle with the rounds count; should that read
 * fail, the member is idle all the same (the count then shows on the next read).
 */
export function useLeaveNetworking() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: networkingMutationKeys.leave,
    scope: lobbyMutationScope,
    mutationFn: () => callEndpoint(networkingContract.leave),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: networkingQueryKeys.state });
      if (client.getQueryState(networkingQueryKeys.state)?.status === 'error') {
        const idle: NetworkingState = { state: 'idle', roundsHad: 0 };
        client.setQueryData(networkingQueryKeys.state, idle);
      }
    },
  });
}
