import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingContract } from '@cofound/shared/networking/networking.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { lobbyMutationScope, networkingQueryKeys } from './networking-query-keys';

/** POST /api/networking/next: ends the round for both and goes back to the lobby. */
export function useNextRound() {
  const client = useQueryClient();
  return useMutation({
    scope: lobbyMutationScope,
    mutationFn: () => callEndpoint(networkingContract.next),
    onSuccess: (state) => client.setQueryData(networkingQueryKeys.state, state),
  });
}
