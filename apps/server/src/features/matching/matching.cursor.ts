import { decodeKeyset, encodeKeyset, UUID_PATTERN } from '../../lib/keyset-cursor';
import type { RankCursor } from './match-index';

export function encodeMatchCursor(cursor: RankCursor): string {
  return encodeKeyset([cursor.score, cursor.activityTier, cursor.id]);
}

/** The last card of the previous page (score, activity tier, profile id), or null when malformed. */
export function decodeMatchCursor(raw: string): RankCursor | null {
  const data = decodeKeyset(raw, 3);
  if (!data) return null;
  const [score, activityTier, id] = data;
  if (typeof score !== 'number' || !(score >= 0 && score <= 1)) return null;
  if (activityTier !== 0 && activityTier !== 1) return null;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { score, activityTier, id };
}
