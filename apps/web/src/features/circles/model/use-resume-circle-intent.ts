import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useSession } from '../../session/index';
import { circleQueryKeys } from '../api/circle-query-keys';
import { useMembership } from '../api/use-membership';
import { intentPathname, takeCircleIntent } from './circle-intent';
import { joinedNotice } from './use-membership-action';

/**
 * After signing in, finishes what the visitor started on this page while signed out: the join
 * (once: joining is idempotent on the server), or the Propose form opened again.
 */
export function useResumeCircleIntent(handlers: { openProposeForm?: () => void } = {}) {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { mutate } = useMembership();
  const latest = useRef({ handlers, mutate });
  useEffect(() => {
    latest.current = { handlers, mutate };
  });

  useEffect(() => {
    if (isLoading || !user) return;
    const intent = takeCircleIntent({ matches: (saved) => intentPathname(saved) === pathname });
    if (!intent) return;
    const { handlers: open, mutate: change } = latest.current;
    if (intent.action === 'propose') {
      open.openProposeForm?.();
      return;
    }
    change(
      { circleId: intent.circleId, join: true },
      {
        onSuccess: (answer) => toast.success(joinedNotice(answer)),
        onError: (error) => toast.error(failureMessage(error, circleMessages.joinFailed)),
        // What was read before the join went out is out of date: read it again. A read still
        // under way is cancelled, not joined: it would answer what was true before.
        onSettled: () =>
          void queryClient
            .cancelQueries({ queryKey: circleQueryKeys.all })
            .then(() => queryClient.invalidateQueries({ queryKey: circleQueryKeys.all })),
      },
    );
  }, [isLoading, user, pathname, queryClient]);
}
