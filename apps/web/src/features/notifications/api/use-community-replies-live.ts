import { useNavigate } from 'react-router';
import type { RealtimeEventPayload } from '@cofound/shared/realtime';
import { toast } from '../../../components/ui/toaster';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { safeReturnPath } from '../../../lib/return-path';

type CommunityReply = RealtimeEventPayload<'community.reply'>;

/** What the toast says: a comment on the member's idea, or a reply to their circle post. */
export function communityReplyText({ kind, fromName, title }: CommunityReply): string {
  return kind === 'idea_comment'
    ? `${fromName} commented on your idea '${title}'`
    : `${fromName} replied to your post in ${title}`;
}

/**
 * Always on while a member is signed in: someone commented on their idea or replied to their
 * circle post. A toast says who and where, with View to open it.
 */
export function useCommunityRepliesLive() {
  const navigate = useNavigate();
  useRealtimeEvent('community.reply', (reply) => {
    // Only a page of this site: the path comes over the wire.
    const path = safeReturnPath(reply.path);
    toast.info(
      communityReplyText(reply),
      path ? { action: { label: 'View', onClick: () => void navigate(path) } } : undefined,
    );
  });
}
