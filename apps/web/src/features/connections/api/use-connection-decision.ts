import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import type { ConnectionRequests } from '@cofound/shared/connections/connections.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isApiError } from '../../../lib/api-error';
import { connectionQueryKeys } from './connection-query-keys';

/** Drops one request from the cached list (and from the badge count). */
function withoutRequest(data: ConnectionRequests | undefined, id: string) {
  if (!data || !data.items.some((item) => item.id === id)) return data;
  return {
    items: data.items.filter((item) => item.id !== id),
    count: Math.max(0, data.count - 1),
  };
}

/**
 * Shared by accept and reject. The request leaves the list
 * when it is decided, and also when the server says it is no longer pending (404/409).
 */
export function useConnectionDecision(verb: 'accept' | 'reject') {
  const client = useQueryClient();
  const drop = (id: string) =>
    client.setQueryData<ConnectionRequests>(connectionQueryKeys.requests, (data) =>
      withoutRequest(data, id),
    );
  return useMutation({
    mutationFn: (connectionId: string) =>
      callEndpoint(connectionsContract[verb], { params: { connectionId } }),
    onSuccess: (_result, connectionId) => drop(connectionId),
    onError: (error, connectionId) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) drop(connectionId);
    },
    onSettled: () => client.invalidateQueries({ queryKey: connectionQueryKeys.requests }),
  });
}
