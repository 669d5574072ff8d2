import type { DiscoverSort } from '@cofound/shared/discover/discover.schemas';
import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/**
 * Where the previous page ended: the last card's sort value, activity tier and id. Keyset
 * pagination on (value, tier, id) stays stable under ties and under inserts. `value` is the
 * reputation total (top_rated), the trending score (trending) or the exact created_at as an ISO
 * string with microseconds (recent); `tier` is the member's activity tier the page was ordered by
 * (0 active, 1 quiet: docs/decisions/0033-stale-profiles-sink.md; away members are not listed).
 */
export type DiscoverCursor = {
  sort: DiscoverSort;
  value: number | string;
  tier: ListedActivityTier;
  id: string;
};

/** The activity tiers Discover lists. */
export type ListedActivityTier = 0 | 1;

export function isListedActivityTier(value: unknown): value is ListedActivityTier {
  return value === 0 || value === 1;
}

export function encodeCursor(cursor: DiscoverCursor): string {
  return encodeKeyset([cursor.sort, cursor.value, cursor.tier, cursor.id]);
}

/**
 * The cursor, or null when it is malformed or was made for another sort (a cursor from before
 * the tier was part of the order, without it, is one).
 */
export function decodeCursor(raw: string, sort: DiscoverSort): DiscoverCursor | null {
  const data = decodeKeyset(raw, 4);
  if (!data) return null;
  const [cursorSort, value, tier, id] = data;
  if (cursorSort !== sort || typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  if (!isListedActivityTier(tier)) return null;
  if (sort === 'recent') {
    if (!isKeysetTime(value)) return null;
  } else if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    return null;
  }
  return { sort, value, tier, id };
}
