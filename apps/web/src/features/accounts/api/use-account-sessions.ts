import { useQuery } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** The browsers the member is signed in on. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => callEndpoint(accountsContract.sessions, {}, { signal }),
  });
}
