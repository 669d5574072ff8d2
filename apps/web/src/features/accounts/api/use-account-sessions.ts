import { useQuery } from '@tanstack/react-query';
import { accountSessionsSchema } from '@cofound/shared/accounts/sessions.schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** GET /api/accounts/sessions: the browsers the member is signed in on. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/accounts/sessions', { schema: accountSessionsSchema, signal }),
  });
}
