import { useQuery } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { linkedAccountsQueryKey } from './linked-accounts-query-key';

/** The providers the member can sign in with, and which of them they may link or unlink. */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: linkedAccountsQueryKey,
    queryFn: ({ signal }) => callEndpoint(accountsContract.linkedAccounts, {}, { signal }),
  });
}
