import { hasIntentBasics, pendingIntentStore } from '../../../lib/pending-intent';
import { safeReturnPath } from '../../../lib/return-path';

/**
 * What a signed-out visitor tried on the ideas board (like, comment on or say they are
 * interested in building an idea, share one) before being sent to sign in; it resumes once
 * after signing in.
 */
export type IdeaAction =
  { action: 'like' | 'comment' | 'interest'; ideaId: string } | { action: 'share' };
export type IdeaIntent = IdeaAction & { from: string; savedAt: number };

export const IDEA_INTENT_KEY = 'cofound.idea-intent';
/** An intent older than this is dropped: the visitor has moved on. */
export const IDEA_INTENT_MAX_AGE_MS = 30 * 60 * 1000;

function isIdeaIntent(value: unknown): value is IdeaIntent {
  if (!hasIntentBasics(value)) return false;
  if (value.action === 'share') return true;
  return (
    (value.action === 'like' || value.action === 'comment' || value.action === 'interest') &&
    typeof value.ideaId === 'string'
  );
}

const store = pendingIntentStore(IDEA_INTENT_KEY, isIdeaIntent, IDEA_INTENT_MAX_AGE_MS);

export const saveIdeaIntent = store.save;
export const takeIdeaIntent = store.take;

/** `/signin?from=…&action=…` (and the idea) plus the same as navigation state. */
export function ideaSignInTarget(intent: IdeaAction & { from: string }) {
  const from = safeReturnPath(intent.from) ?? '/ideas';
  const state: Record<string, string> = { from, action: intent.action };
  if ('ideaId' in intent) state.ideaId = intent.ideaId;
  return { to: `/signin?${new URLSearchParams(state).toString()}`, state };
}
