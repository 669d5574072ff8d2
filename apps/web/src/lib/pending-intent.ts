/**
 * Something a signed-out visitor tried to do before being sent to sign in, kept in
 * sessionStorage (this tab only) and taken once after signing in. Each feature keeps its own
 * kind under its own key.
 */
export type PendingIntent = { from: string; savedAt: number };

export type PendingIntentStore<T extends PendingIntent> = {
  save: (intent: T) => void;
  /**
   * Takes the intent out of storage (once: a second call gets null) if it is fresh and `matches`;
   * a stale or malformed one is dropped, one that does not match is left for its own page.
   */
  take: (options?: { matches?: (intent: T) => boolean; now?: number }) => T | null;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked by privacy settings: the action then does not resume
  }
}

function parse<T>(raw: string | null, isIntent: (value: unknown) => value is T): T | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isIntent(value) ? value : null;
  } catch {
    return null;
  }
}

export function pendingIntentStore<T extends PendingIntent>(
  key: string,
  isIntent: (value: unknown) => value is T,
  maxAgeMs: number,
): PendingIntentStore<T> {
  return {
    save: (intent) => storage()?.setItem(key, JSON.stringify(intent)),
    take: ({ matches, now = Date.now() } = {}) => {
      const store = storage();
      if (!store) return null;
      const intent = parse(store.getItem(key), isIntent);
      if (!intent || now - intent.savedAt > maxAgeMs) {
        store.removeItem(key);
        return null;
      }
      if (matches && !matches(intent)) return null;
      store.removeItem(key);
      return intent;
    },
  };
}

/** True for an object with a string `from` and a numeric `savedAt`. */
export function hasIntentBasics(value: unknown): value is Record<string, unknown> & PendingIntent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'from' in value &&
    typeof value.from === 'string' &&
    'savedAt' in value &&
    typeof value.savedAt === 'number'
  );
}
