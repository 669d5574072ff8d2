import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

export const providersQueryOptions = queryOptions({
  queryKey: ['accounts', 'providers'],
  queryFn: ({ signal }) => callEndpoint(accountsContract.providers, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** Which social sign-ins this server has credentials for. */
export function useProviders() {
  return useQuery(providersQueryOptions);
}
