import { useQuery } from '@tanstack/react-query';
import { networkingContract } from '@cofound/shared/networking/networking.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { networkingQueryKeys } from './networking-query-keys';

/** GET /api/networking: idle, waiting in the lobby, or in a round with a partner. */
export function useNetworkingState() {
  return useQuery({
    queryKey: networkingQueryKeys.state,
    queryFn: ({ signal }) => callEndpoint(networkingContract.state, {}, { signal }),
  });
}
