import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';
import { usePatchCircle } from './use-patch-circle';

/** Join (or ask to join a private circle), or leave (or withdraw the request). */
export type MembershipChange = { circleId: string; join: boolean };

type Standing = Pick<Circle, 'membership' | 'membersCount'>;

/** Where the viewer stands once the change is done, as far as the page can tell before the answer. */
export function guessedStanding(circle: Circle, join: boolean): Standing {
  const current = { membership: circle.membership, membersCount: circle.membersCount };
  if (join) {
    if (current.membership !== 'none') return current;
    return circle.isPrivate
      ? { ...current, membership: 'pending' }
      : { membership: 'member', membersCount: current.membersCount + 1 };
  }
  const wasIn = current.membership === 'member' || current.membership === 'moderator';
  return {
    membership: 'none',
    membersCount: wasIn ? Math.max(0, current.membersCount - 1) : current.membersCount,
  };
}

/**
 * Joins or leaves a circle (PUT or DELETE /api/circles/:id/membership): the card and the page
 * change at once, take the server's answer when it comes, and go back to what they showed when
 * the change failed. What depends on membership (the circle's page, its members, 'My circles')
 * is read again afterwards.
 */
export function useMembership() {
  const queryClient = useQueryClient();
  const patchCircle = usePatchCircle();
  return useMutation({
    mutationFn: ({ circleId, join }: MembershipChange) =>
      callEndpoint(join ? circlesContract.join : circlesContract.leave, {
        params: { id: circleId },
      }),
    onMutate: ({ circleId, join }) => {
      let previous = null as Standing | null;
      patchCircle(circleId, (circle) => {
        previous ??= { membership: circle.membership, membersCount: circle.membersCount };
        return guessedStanding(circle, join);
      });
      return previous;
    },
    onSuccess: (answer, { circleId }) => patchCircle(circleId, () => answer),
    onError: (_error, { circleId }, previous) => {
      if (previous) patchCircle(circleId, () => previous);
    },
    onSettled: (_answer, _error, { circleId }) => {
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.detail(circleId) });
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.members(circleId) });
      void queryClient.invalidateQueries({
        queryKey: circleQueryKeys.lists,
        predicate: ({ queryKey }) =>
          (queryKey[3] as { joined?: boolean } | undefined)?.joined === true,
      });
    },
  });
}
