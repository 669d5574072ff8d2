import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEventPayload } from '@cofound/shared/realtime';
import { toast } from '../../../components/ui/toaster';
import { circleQueryKeys } from './circle-query-keys';

type MembershipEvent = RealtimeEventPayload<'circle.membership'>;

/** What the member is told: their request was answered, or (moderators) one arrived. */
export function membershipNoticeText({ circleName, status }: MembershipEvent): string {
  if (status === 'accepted') return `Your request to join ${circleName} was accepted`;
  if (status === 'declined') return `Your request to join ${circleName} was declined`;
  return `New request to join ${circleName}`;
}

/**
 * A `circle.membership` event, on whatever page the member is: a toast with a way to the circle,
 * and every circle answer read again (where they stand, its members, the requests). Kept apart
 * from the pages so the app shell can load it on its own, when the first event arrives.
 */
export function announceCircleMembership(
  event: MembershipEvent,
  { queryClient, navigate }: { queryClient: QueryClient; navigate: (path: string) => unknown },
): void {
  const open = (label: string) => ({
    label,
    onClick: () => void navigate(`/circles/${event.circleId}`),
  });
  const id = `circle-membership-${event.circleId}-${event.status}`;
  const text = membershipNoticeText(event);
  if (event.status === 'accepted') toast.success(text, { id, action: open('Open circle') });
  else if (event.status === 'declined') toast.info(text, { id });
  else toast.info(text, { id, action: open('Review') });
  void queryClient.invalidateQueries({ queryKey: circleQueryKeys.all });
}
