import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingContract } from '@cofound/shared/networking/networking.contract';
import type { NetworkingState } from '@cofound/shared/networking/networking.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { withRoundMessage } from '../model/with-round-message';
import { networkingQueryKeys } from './networking-query-keys';

/** POST /api/networking/round/messages: the sent message joins the round's chat at once. */
export function useSendRoundMessage(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callEndpoint(networkingContract.send, { body: { body } }),
    onSuccess: (message) =>
      client.setQueryData<NetworkingState>(networkingQueryKeys.state, (state) =>
        state ? withRoundMessage(state, roundId, message) : state,
      ),
  });
}
