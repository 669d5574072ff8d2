import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { connectionQueryKeys } from './connection-query-keys';

/** My accepted connections, latest activity first. */
export function useConnections(q: string) {
  return useQuery({
    queryKey: connectionQueryKeys.list(q),
    queryFn: ({ signal }) => callEndpoint(connectionsContract.list, { query: { q } }, { signal }),
    // While a new search loads, the last list stays instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** Reads every list of connections again (after I read messages: their unread counts). */
export function useRefetchConnections() {
  const client = useQueryClient();
  return useCallback(
    () => void client.invalidateQueries({ queryKey: connectionQueryKeys.lists }),
    [client],
  );
}
