import { useQuery } from '@tanstack/react-query';
import { referralsContract } from '@cofound/shared/referrals/referrals.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { referralsQueryKeys } from './referrals-query-keys';

/** The member's referral code, link and counts. */
export function useReferralStats() {
  return useQuery({
    queryKey: referralsQueryKeys.stats,
    queryFn: ({ signal }) => callEndpoint(referralsContract.stats, {}, { signal }),
  });
}
