import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { connectionQueryKeys } from './connection-query-keys';

/** A pending request to the profile's member. */
export function sendConnectionRequest(profileId: string) {
  return callEndpoint(connectionsContract.send, { body: { profileId } });
}

export function useSendConnectionRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConnectionRequest,
    // One more request counted against the month's limit.
    onSuccess: () => void client.invalidateQueries({ queryKey: connectionQueryKeys.usage }),
  });
}
