import { useEffect, useRef, useState } from 'react';
import { TYPING_INDICATOR_MS } from '@cofound/shared/messages/messages.schemas';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';

/**
 * Whether the peer is typing: true from a 'message.typing' until TYPING_INDICATOR_MS after the
 * last one, or until their message arrives (docs/product.md#messages).
 */
export function usePeerTyping(peerProfileId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = () => {
    window.clearTimeout(timer.current);
    setTyping(false);
  };
  useRealtimeEvent('message.typing', (payload) => {
    if (payload.peerProfileId !== peerProfileId) return;
    window.clearTimeout(timer.current);
    setTyping(true);
    timer.current = window.setTimeout(() => setTyping(false), TYPING_INDICATOR_MS);
  });
  useRealtimeEvent('message.created', (payload) => {
    if (payload.peerProfileId === peerProfileId) stop();
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Another conversation: forget this one's indicator.
  const [shownFor, setShownFor] = useState(peerProfileId);
  if (shownFor !== peerProfileId) {
    setShownFor(peerProfileId);
    setTyping(false);
  }
  return typing;
}
