import { useQuery } from '@tanstack/react-query';
import { connectionRequestsSchema } from '@cofound/shared/connections/connections.schemas';
import { apiFetch } from '../../../lib/api-client';
import { connectionQueryKeys } from './connection-query-keys';

/** GET /api/connections/requests: the member's incoming pending requests, newest first. */
export function useConnectionRequests() {
  return useQuery({
    queryKey: connectionQueryKeys.requests,
    queryFn: ({ signal }) =>
      apiFetch('/api/connections/requests', { schema: connectionRequestsSchema, signal }),
  });
}
