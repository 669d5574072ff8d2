import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInContract } from '@cofound/shared/check-in/check-in.contract';
import { checkInMessages } from '@cofound/shared/check-in/check-in.schemas';
import { toast } from '../../../components/ui/toaster';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reputationQueryKeys } from '../../reputation/index';
import { useSession } from '../../session/index';
import { checkInErrorMessage } from './check-in-error';
import { checkInQueryKeys } from './check-in-query-keys';

/**
 * POST /api/check-in: checks in for today. The stats come back with the answer; the member's
 * reputation is read again, since the points count as activity.
 */
export function useCheckIn() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => callEndpoint(checkInContract.checkIn),
    onSuccess: (result) => {
      client.setQueryData(checkInQueryKeys.stats, result.stats);
      toast.success(checkInMessages.success);
    },
    onError: (error) => {
      toast.error(checkInErrorMessage(error));
      // Another tab may have checked in already: show the day as it is.
      void client.invalidateQueries({ queryKey: checkInQueryKeys.stats });
    },
    onSettled: () => {
      if (user?.profileId) {
        void client.invalidateQueries({ queryKey: reputationQueryKeys.reputation(user.profileId) });
      }
    },
  });
}
