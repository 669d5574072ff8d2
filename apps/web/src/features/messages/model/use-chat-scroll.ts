import { useLayoutEffect, useRef } from 'react';
import type { Message } from '@cofound/shared/messages/messages.schemas';

/** Within this distance of the bottom, the list follows new messages. */
const FOLLOW_PX = 120;

/**
 * Scroll behaviour of the message list: starts at the bottom (newest), follows new messages
 * while the reader is at the bottom (always after sending one), and keeps the reader's place
 * when older messages are put in front.
 */
export function useChatScroll(items: readonly Message[]) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first: string; last: string } | null>(null);
  const snapshot = useRef({ top: 0, height: 0, client: 0 });
  const first = items[0]?.id ?? '';
  const last = items.at(-1)?.id ?? '';
  const lastFromMe = items.at(-1)?.fromMe ?? false;

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const before = seen.current;
    const was = snapshot.current;
    if (!before) {
      list.scrollTop = list.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      list.scrollTop = was.top + (list.scrollHeight - was.height);
    } else if (last !== before.last) {
      const atBottom = was.height - was.top - was.client < FOLLOW_PX;
      if (atBottom || lastFromMe) list.scrollTop = list.scrollHeight;
    }
    seen.current = first || last ? { first, last } : null;
    snapshot.current = {
      top: list.scrollTop,
      height: list.scrollHeight,
      client: list.clientHeight,
    };
  }, [first, last, lastFromMe]);

  const onScroll = () => {
    const list = ref.current;
    if (list) {
      snapshot.current = {
        top: list.scrollTop,
        height: list.scrollHeight,
        client: list.clientHeight,
      };
    }
  };
  return { ref, onScroll };
}
