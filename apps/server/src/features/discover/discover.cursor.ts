import type { DiscoverSort } from '@cofound/shared/discover/discover.schemas';
import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/**
 * Where the previous page ended: the last card's sort value and id. Keyset pagination on
 * (value, id) stays stable under ties and under inserts. `value` is the reputation total
 * (top_rated), the trending score (trending) or the exact created_at as an ISO string with
 * microseconds (recent).
 */
export type DiscoverCursor = { sort: DiscoverSort; value: number | string; id: string };

export function encodeCursor(cursor: DiscoverCursor): string {
  return encodeKeyset([cursor.sort, cursor.value, cursor.id]);
}

/** The cursor, or null when it is malformed or was made for another sort. */
export function decodeCursor(raw: string, sort: DiscoverSort): DiscoverCursor | null {
  const data = decodeKeyset(raw, 3);
  if (!data) return null;
  const [cursorSort, value, id] = data;
  if (cursorSort !== sort || typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  if (sort === 'recent') {
    if (!isKeysetTime(value)) return null;
  } else if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    return null;
  }
  return { sort, value, id };
}
