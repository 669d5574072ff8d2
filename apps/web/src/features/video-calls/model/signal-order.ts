import type { Signal } from '@cofound/shared/video-calls/video-calls.schemas';

/**
 * The signals not handled yet, oldest first: those after `lastId`, each id once. Two fetches that
 * overlap (an event arrived while one was running) may return the same signal twice.
 */
export function unseenSignals(items: readonly Signal[], lastId: number): Signal[] {
  const byId = new Map<number, Signal>();
  for (const item of items) if (item.id > lastId) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
