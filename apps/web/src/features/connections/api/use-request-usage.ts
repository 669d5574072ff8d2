import { useQuery } from '@tanstack/react-query';
import { requestUsageSchema } from '@cofound/shared/connections/connections.schemas';
import { apiFetch } from '../../../lib/api-client';
import { connectionQueryKeys } from './connection-query-keys';

/** GET /api/connections/usage: requests sent this month against the plan's limit. */
export function useRequestUsage() {
  return useQuery({
    queryKey: connectionQueryKeys.usage,
    queryFn: ({ signal }) =>
      apiFetch('/api/connections/usage', { schema: requestUsageSchema, signal }),
  });
}
