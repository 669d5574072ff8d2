import type { DiscoverSort } from '@cofound/shared/discover/discover.schemas';

/**
 * Where the previous page ended: the last card's sort value and id. Keyset pagination on
 * (value, id) stays stable under ties and under inserts. `value` is the reputation total
 * (top_rated), the trending score (trending) or the exact created_at as an ISO string with
 * microseconds (recent).
 */
export type DiscoverCursor = { sort: DiscoverSort; value: number | string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Opaque to the client: base64url of a small JSON array. */
export function encodeCursor(cursor: DiscoverCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor, or null when it is malformed or was made for another sort. */
export function decodeCursor(raw: string, sort: DiscoverSort): DiscoverCursor | null {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length !== 3) return null;
  const [cursorSort, value, id] = data as unknown[];
  if (cursorSort !== sort || typeof id !== 'string' || !UUID.test(id)) return null;
  if (sort === 'recent') {
    if (typeof value !== 'string' || !ISO_MICROS.test(value)) return null;
  } else if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    return null;
  }
  return { sort, value, id };
}
