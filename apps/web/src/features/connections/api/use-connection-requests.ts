import { useQuery } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { connectionQueryKeys } from './connection-query-keys';

/** The member's incoming pending requests, newest first. */
export function useConnectionRequests() {
  return useQuery({
    queryKey: connectionQueryKeys.requests,
    queryFn: ({ signal }) => callEndpoint(connectionsContract.requests, {}, { signal }),
  });
}
