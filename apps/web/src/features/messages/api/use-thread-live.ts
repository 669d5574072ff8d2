import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { withMessageRemoved, withReadReceipt } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { messageQueryKeys } from './message-query-keys';

/**
 * Keeps an open conversation current: a new message in it fetches what came after the last one
 * shown; the peer's read receipt marks my messages read; a message an admin removed shows the
 * removal notice; a changed connection checks again whether we may still write (a removed
 * connection or a block answers 403).
 */
export function useThreadLive(profileId: string) {
  const client = useQueryClient();
  const key = messageQueryKeys.thread(profileId);
  const refetch = () => void client.invalidateQueries({ queryKey: key, exact: true });

  useRealtimeEvent('message.created', ({ peerProfileId }) => {
    if (peerProfileId === profileId) refetch();
  });
  useRealtimeEvent('message.read', ({ peerProfileId, readAt }) => {
    if (peerProfileId !== profileId) return;
    client.setQueryData<ThreadState>(key, (data) =>
      data ? { ...data, items: withReadReceipt(data.items, readAt) } : data,
    );
    // A catch-up started now (it replaces one in flight, which may predate the receipt) reads
    // my unread messages again: the receipt shows even when it overtook my own message.
    refetch();
  });
  useRealtimeEvent('message.removed', ({ peerProfileId, messageId }) => {
    if (peerProfileId !== profileId) return;
    client.setQueryData<ThreadState>(key, (data) =>
      data ? { ...data, items: withMessageRemoved(data.items, messageId) } : data,
    );
  });
  useRealtimeEvent('connection.changed', refetch);
}
