import { safeReturnPath } from '../../../lib/return-path';

/**
 * What a signed-out visitor tried to do (connect with or message a profile) before being sent to
 * sign in. Kept in sessionStorage (this tab only) and consumed once after signing in.
 */
export type ConnectionIntent = {
  action: 'connect' | 'message';
  profileId: string;
  /** Where to come back to, e.g. '/discover?q=ada'. */
  from: string;
  savedAt: number;
};

export const CONNECTION_INTENT_KEY = 'cofound.connection-intent';
/** An intent older than this is dropped: the visitor has moved on. */
export const CONNECTION_INTENT_MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked by privacy settings: the action then does not resume
  }
}

function parse(raw: string | null): ConnectionIntent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConnectionIntent>;
    if (
      (value.action === 'connect' || value.action === 'message') &&
      typeof value.profileId === 'string' &&
      typeof value.from === 'string' &&
      typeof value.savedAt === 'number'
    ) {
      return value as ConnectionIntent;
    }
  } catch {
    // fall through
  }
  return null;
}

export function saveConnectionIntent(intent: ConnectionIntent): void {
  storage()?.setItem(CONNECTION_INTENT_KEY, JSON.stringify(intent));
}

/**
 * Takes the pending intent out of storage (once: a second call gets null), if it is fresh and,
 * when `profileId` is given, about that profile. A stale or malformed one is dropped.
 */
export function takeConnectionIntent(
  options: { profileId?: string; now?: number } = {},
): ConnectionIntent | null {
  const store = storage();
  if (!store) return null;
  const intent = parse(store.getItem(CONNECTION_INTENT_KEY));
  const now = options.now ?? Date.now();
  if (!intent || now - intent.savedAt > CONNECTION_INTENT_MAX_AGE_MS) {
    store.removeItem(CONNECTION_INTENT_KEY);
    return null;
  }
  if (options.profileId !== undefined && intent.profileId !== options.profileId) return null;
  store.removeItem(CONNECTION_INTENT_KEY);
  return intent;
}

/** `/signin?from=…&profileId=…&action=…` plus the same as navigation state. */
export function signInTargetFor(intent: Pick<ConnectionIntent, 'action' | 'profileId' | 'from'>) {
  const from = safeReturnPath(intent.from) ?? '/discover';
  const state = { from, profileId: intent.profileId, action: intent.action };
  return { to: `/signin?${new URLSearchParams(state).toString()}`, state };
}
