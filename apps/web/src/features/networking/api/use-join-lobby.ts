import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingContract } from '@cofound/shared/networking/networking.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { lobbyMutationScope, networkingQueryKeys } from './networking-query-keys';

/**
 * POST /api/networking/lobby: joins the lobby, or, while waiting, says the member is still there
 * (a heartbeat). The answer is the new state, a round when someone fitting was waiting.
 */
export function useJoinLobby() {
  const client = useQueryClient();
  return useMutation({
    scope: lobbyMutationScope,
    mutationFn: () => callEndpoint(networkingContract.join),
    onSuccess: (state) => client.setQueryData(networkingQueryKeys.state, state),
  });
}
