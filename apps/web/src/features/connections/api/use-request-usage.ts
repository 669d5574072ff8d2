import { useQuery } from '@tanstack/react-query';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { connectionQueryKeys } from './connection-query-keys';

/** Requests sent this month against the plan's limit. */
export function useRequestUsage() {
  return useQuery({
    queryKey: connectionQueryKeys.usage,
    queryFn: ({ signal }) => callEndpoint(connectionsContract.usage, {}, { signal }),
  });
}
