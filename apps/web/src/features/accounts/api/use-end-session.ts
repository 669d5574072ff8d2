import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/** Signs one of the member's browsers out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      callEndpoint(accountsContract.endSession, { params: { sessionId } }),
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
