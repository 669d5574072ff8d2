import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toaster';
import { pluralForm } from '../../../lib/plural';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { sessionQueryKey } from '../../session/index';
import { referralsQueryKeys } from './referrals-query-keys';

/**
 * Keeps the referral stats current: a referral that counted reads them again, and a free month
 * it earned reads the session too, so the plan shows at once (a reconnect reads the whole cache).
 */
export function useReferralsLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: referralsQueryKeys.stats });
  useRealtimeEvent('referral.updated', ({ monthsGranted }) => {
    refetch();
    if (monthsGranted > 0) {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(
        `Your referrals earned you ${pluralForm(monthsGranted, {
          one: 'a free Premium month',
          other: `${monthsGranted} free Premium months`,
        })}.`,
        { id: 'referral-reward' },
      );
    }
  });
}
