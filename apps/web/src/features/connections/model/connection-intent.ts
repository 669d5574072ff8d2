import { hasIntentBasics, pendingIntentStore } from '../../../lib/pending-intent';
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

function isConnectionIntent(value: unknown): value is ConnectionIntent {
  return (
    hasIntentBasics(value) &&
    (value.action === 'connect' || value.action === 'message') &&
    typeof value.profileId === 'string'
  );
}

const store = pendingIntentStore(
  CONNECTION_INTENT_KEY,
  isConnectionIntent,
  CONNECTION_INTENT_MAX_AGE_MS,
);

export function saveConnectionIntent(intent: ConnectionIntent): void {
  store.save(intent);
}

/**
 * Takes the pending intent out of storage (once: a second call gets null), if it is fresh and,
 * when `profileId` is given, about that profile. A stale or malformed one is dropped.
 */
export function takeConnectionIntent(
  options: { profileId?: string; now?: number } = {},
): ConnectionIntent | null {
  const { profileId, now } = options;
  return store.take({
    ...(now === undefined ? {} : { now }),
    ...(profileId === undefined ? {} : { matches: (intent) => intent.profileId === profileId }),
  });
}

/** `/signin?from=…&profileId=…&action=…` plus the same as navigation state. */
export function signInTargetFor(intent: Pick<ConnectionIntent, 'action' | 'profileId' | 'from'>) {
  const from = safeReturnPath(intent.from) ?? '/discover';
  const state = { from, profileId: intent.profileId, action: intent.action };
  return { to: `/signin?${new URLSearchParams(state).toString()}`, state };
}
