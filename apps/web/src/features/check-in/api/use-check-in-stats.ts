import { useQuery } from '@tanstack/react-query';
import { checkInContract } from '@cofound/shared/check-in/check-in.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { checkInQueryKeys } from './check-in-query-keys';

/** GET /api/check-in: the signed-in member's streak, points and last 30 days. */
export function useCheckInStats() {
  return useQuery({
    queryKey: checkInQueryKeys.stats,
    queryFn: ({ signal }) => callEndpoint(checkInContract.stats, {}, { signal }),
  });
}
