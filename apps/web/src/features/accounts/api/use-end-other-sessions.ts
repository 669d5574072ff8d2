import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** Signs every other browser of the member out. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(accountsContract.endOtherSessions),
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
