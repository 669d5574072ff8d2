import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** DELETE /api/accounts/sessions/{id}: signs one of the member's other browsers out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch(`/api/accounts/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
