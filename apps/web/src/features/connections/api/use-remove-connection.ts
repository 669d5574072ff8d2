import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { connectionQueryKeys } from './connection-query-keys';

/** DELETE /api/connections/{connectionId}: either member ends an accepted connection. */
export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      apiFetch(`/api/connections/${encodeURIComponent(connectionId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: connectionQueryKeys.lists }),
  });
}
