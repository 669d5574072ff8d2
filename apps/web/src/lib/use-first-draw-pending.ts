import { useDeferredValue } from 'react';

/**
 * Whether a query's first answer is still to be drawn: true while it loads, and from the moment
 * it arrives until React has drawn it in a render React may split into short tasks (a deferred
 * value). A page asks for several lists as it starts; drawn at once, each answer blocked a phone's
 * main thread for a long task (docs/decisions/0045-fewer-files-and-no-wait-before-first-paint.md).
 * Data already there on mount (from the cache) is drawn at once; later answers are not deferred.
 */
export function useFirstDrawPending(query: { isPending: boolean; data: unknown }): boolean {
  const hasData = query.data !== undefined;
  const drawn = useDeferredValue(hasData);
  return query.isPending || (hasData && !drawn);
}
