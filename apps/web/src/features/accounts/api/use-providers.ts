import { queryOptions, useQuery } from '@tanstack/react-query';
import { providersResponseSchema } from '@cofound/shared/accounts/providers.schemas';
import { apiFetch } from '../../../lib/api-client';

export const providersQueryOptions = queryOptions({
  queryKey: ['accounts', 'providers'],
  queryFn: ({ signal }) =>
    apiFetch('/api/accounts/providers', { schema: providersResponseSchema, signal }),
  staleTime: 5 * 60_000,
});

/** Which social sign-ins this server has credentials for. */
export function useProviders() {
  return useQuery(providersQueryOptions);
}
