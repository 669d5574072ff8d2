// Why the member's session ended, kept for the sign-in page they are sent to: an admin's
// suspension or ban arrives over the realtime channel just before the socket closes.

const KEY = 'cofound.session-ended';

export type EndedSessionStatus = 'suspended' | 'banned';

export function rememberEndedSession(status: EndedSessionStatus): void {
  try {
    window.sessionStorage.setItem(KEY, status);
  } catch {
    // Storage can be blocked (privacy settings): the sign-in page then shows no reason.
  }
}

/** The remembered reason, once: reading it forgets it. */
export function takeEndedSession(): EndedSessionStatus | null {
  try {
    const status = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return status === 'suspended' || status === 'banned' ? status : null;
  } catch {
    return null;
  }
}
