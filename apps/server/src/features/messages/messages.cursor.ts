import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/**
 * Where an older page of a thread starts: the oldest message already shown, by its exact
 * created_at (ISO text with microseconds, as the database has it; a JavaScript Date would round
 * to milliseconds and skip or repeat messages) and its id, which breaks ties.
 */
export type ThreadCursor = { createdAt: string; id: string };

export function encodeThreadCursor(cursor: ThreadCursor): string {
  return encodeKeyset([cursor.createdAt, cursor.id]);
}

/** The cursor, or null when it is malformed. */
export function decodeThreadCursor(raw: string): ThreadCursor | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, id] = data;
  if (!isKeysetTime(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { createdAt, id };
}
