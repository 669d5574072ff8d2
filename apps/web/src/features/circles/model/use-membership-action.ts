import { useCallback } from 'react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle, CircleMembershipState } from '@cofound/shared/circles/circles.schemas';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useSession } from '../../session/index';
import { useMembership } from '../api/use-membership';
import { useCircleSignIn } from './use-circle-sign-in';

export type MembershipTarget = Pick<Circle, 'id' | 'membership'>;

/** What the member hears once a join went through: joined, or asked to join. */
export function joinedNotice(answer: CircleMembershipState): string {
  return answer.membership === 'pending' ? circleMessages.requested : circleMessages.joined;
}

/**
 * Join, ask to join, leave or withdraw, for members; visitors go to sign in and the join resumes
 * after. The change shows at once and goes back, with the spec's words, when it fails.
 */
export function useMembershipAction() {
  const { user } = useSession();
  const signIn = useCircleSignIn();
  const { mutate, isPending, variables } = useMembership();

  const join = useCallback(
    (circle: MembershipTarget) => {
      if (!user) {
        signIn({ action: 'join', circleId: circle.id });
        return;
      }
      mutate(
        { circleId: circle.id, join: true },
        {
          onSuccess: (answer) => toast.success(joinedNotice(answer)),
          onError: (error) => toast.error(failureMessage(error, circleMessages.joinFailed)),
        },
      );
    },
    [user, signIn, mutate],
  );

  /** Leaves the circle, or withdraws a request; `done` runs once the server agreed. */
  const leave = useCallback(
    (circle: MembershipTarget, done?: () => void) => {
      const withdrawing = circle.membership === 'pending';
      mutate(
        { circleId: circle.id, join: false },
        {
          onSuccess: () => {
            done?.();
            toast.success(withdrawing ? circleMessages.requestWithdrawn : circleMessages.left);
          },
          onError: (error) => toast.error(failureMessage(error, circleMessages.leaveFailed)),
        },
      );
    },
    [mutate],
  );

  /** True while this circle's change is on its way: further clicks wait for the answer. */
  const isBusy = (circleId: string) => isPending && variables?.circleId === circleId;
  return { join, leave, isBusy };
}
