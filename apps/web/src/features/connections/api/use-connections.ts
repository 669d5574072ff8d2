import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionListSchema } from '@cofound/shared/connections/connections.schemas';
import { apiFetch } from '../../../lib/api-client';
import { connectionQueryKeys } from './connection-query-keys';

/** GET /api/connections?q= : my accepted connections, latest activity first. */
export function useConnections(q: string) {
  return useQuery({
    queryKey: connectionQueryKeys.list(q),
    queryFn: ({ signal }) =>
      apiFetch(`/api/connections${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`, {
        schema: connectionListSchema,
        signal,
      }),
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
