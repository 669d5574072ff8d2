// Why the member's session ended, kept for the sign-in page they are sent to: an admin's
// suspension or ban, or the account's deletion, arrives over the realtime channel just before the
// socket closes.
//
// Reading does not forget it: the sign-in page can render or mount more than once while the
// member is sent there (a guard's redirect and the deletion's own navigation, a render React
// throws away), and every one of them must say why. It is forgotten when the member signs in
// again, and goes stale on its own after a minute, so a later visit to /signin is plain.

const KEY = 'cofound.session-ended';
export const ENDED_SESSION_NOTICE_MS = 60_000;

const statuses = ['suspended', 'banned', 'deleted'] as const;
export type EndedSessionStatus = (typeof statuses)[number];

export function rememberEndedSession(status: EndedSessionStatus, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ status, at: now }));
  } catch {
    // Storage can be blocked (privacy settings): the sign-in page then shows no reason.
  }
}

/** The remembered reason while it is fresh, or null. */
export function readEndedSession(now = Date.now()): EndedSessionStatus | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { status, at } = stored as { status?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at < 0 || now - at > ENDED_SESSION_NOTICE_MS) return null;
    return statuses.find((known) => known === status) ?? null;
  } catch {
    return null;
  }
}

export function forgetEndedSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
