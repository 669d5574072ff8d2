/**
 * Remembers the ids of the last `capacity` frames, so an event delivered twice (for example
 * replayed after a reconnect) reaches the handlers once.
 */
export function createFrameDeduper(capacity = 500): (id: string) => boolean {
  const seen = new Set<string>();
  return function isDuplicate(id: string): boolean {
    if (seen.has(id)) return true;
    seen.add(id);
    if (seen.size > capacity) {
      // A Set iterates in insertion order: the first entry is the oldest.
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    return false;
  };
}
