import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** POST /api/accounts/sessions/end-others: signs every other browser of the member out. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/accounts/sessions/end-others', { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
