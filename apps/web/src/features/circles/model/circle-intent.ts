import { hasIntentBasics, pendingIntentStore } from '../../../lib/pending-intent';
import { safeReturnPath } from '../../../lib/return-path';

/**
 * What a signed-out visitor tried on /circles or a circle's page (join one, propose one) before
 * being sent to sign in; it resumes once, on the page they came from, after signing in.
 */
export type CircleAction = { action: 'join'; circleId: string } | { action: 'propose' };
export type CircleIntent = CircleAction & { from: string; savedAt: number };

export const CIRCLE_INTENT_KEY = 'cofound.circle-intent';
/** An intent older than this is dropped: the visitor has moved on. */
export const CIRCLE_INTENT_MAX_AGE_MS = 30 * 60 * 1000;

function isCircleIntent(value: unknown): value is CircleIntent {
  if (!hasIntentBasics(value)) return false;
  if (value.action === 'propose') return true;
  return value.action === 'join' && typeof value.circleId === 'string';
}

const store = pendingIntentStore(CIRCLE_INTENT_KEY, isCircleIntent, CIRCLE_INTENT_MAX_AGE_MS);

export const saveCircleIntent = store.save;
export const takeCircleIntent = store.take;

/** The path part of a return path ('/circles' of '/circles?q=ai'). */
export function intentPathname(intent: Pick<CircleIntent, 'from'>): string {
  return intent.from.split(/[?#]/)[0] ?? '';
}

/** `/signin?from=…&action=…` (and the circle) plus the same as navigation state. */
export function circleSignInTarget(intent: CircleAction & { from: string }) {
  const from = safeReturnPath(intent.from) ?? '/circles';
  const state: Record<string, string> = { from, action: intent.action };
  if ('circleId' in intent) state.circleId = intent.circleId;
  return { to: `/signin?${new URLSearchParams(state).toString()}`, state };
}
