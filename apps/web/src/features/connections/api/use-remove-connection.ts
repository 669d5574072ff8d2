import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { connectionQueryKeys } from './connection-query-keys';

/** Either member ends an accepted connection. */
export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      callEndpoint(connectionsContract.remove, { params: { connectionId } }),
    onSettled: () => client.invalidateQueries({ queryKey: connectionQueryKeys.lists }),
  });
}
