import { useCallback, useMemo } from 'react';
import { sendTyping } from '../api/send-typing';
import { createThrottle, TYPING_SEND_INTERVAL_MS } from './typing-throttle';

/** A callback for every keystroke that tells the peer I am typing, at most every 500 ms. */
export function useTypingNotifier(profileId: string): () => void {
  const allow = useMemo(() => createThrottle(TYPING_SEND_INTERVAL_MS), []);
  return useCallback(() => {
    if (allow(Date.now())) sendTyping(profileId);
  }, [allow, profileId]);
}
