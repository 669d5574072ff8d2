import { useEffect, useRef } from 'react';

/**
 * When a conversation opens, brings its pane into view (the 600 px pane may reach below the
 * fold on a laptop) and moves focus to it (on phones the list it was opened from disappears).
 */
export function useRevealChat(chat: string | null) {
  const pane = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!chat || !pane.current) return;
    pane.current.focus({ preventScroll: true });
    pane.current.scrollIntoView?.({ block: 'nearest' });
  }, [chat]);
  return pane;
}
