import { useEffect, useRef } from 'react';
import type { Message } from '@cofound/shared/messages/messages.schemas';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { useMarkRead } from '../api/use-mark-read';
import { lastUnreadFromPeer } from './message-list';

/**
 * Marks the peer's messages read while they are on screen: the conversation is open and this
 * tab is visible. Asks once per newest unread message; `onRead` after it worked.
 */
export function useMarkReadWhenSeen(
  profileId: string,
  items: readonly Message[],
  onRead?: () => void,
) {
  const visible = useDocumentVisible();
  const { mutate } = useMarkRead(profileId);
  const unreadId = lastUnreadFromPeer(items)?.id ?? null;
  const asked = useRef<string | null>(null);
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  });

  useEffect(() => {
    if (!visible || !unreadId || asked.current === unreadId) return;
    asked.current = unreadId;
    mutate(undefined, {
      onSuccess: () => latestOnRead.current?.(),
      onError: () => {
        asked.current = null;
      },
    });
  }, [visible, unreadId, mutate]);
}
