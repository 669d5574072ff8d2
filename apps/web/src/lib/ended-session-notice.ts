// Why the member's session ended, kept for the sign-in page they are sent to: an admin's
// suspension or ban, or the account's deletion, arrives over the realtime channel just before the
// socket closes.

const KEY = 'cofound.session-ended';

const statuses = ['suspended', 'banned', 'deleted'] as const;
export type EndedSessionStatus = (typeof statuses)[number];

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
    return statuses.find((known) => known === status) ?? null;
  } catch {
    return null;
  }
}
