import type { IdeaSort } from '@cofound/shared/ideas/ideas.options';
import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/**
 * The last idea of the previous page under its sort: its likes or comments count (0 for newest),
 * its exact created_at (UTC, to the microsecond) and its id, which breaks every tie.
 */
export type IdeaKeyset = { count: number; createdAt: string; id: string };

/** The last comment of the previous page: comments run oldest first by (created_at, id). */
export type CommentKeyset = { createdAt: string; id: string };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isTime = isKeysetTime;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

export function encodeIdeaCursor(sort: IdeaSort, key: IdeaKeyset): string {
  return encodeKeyset([sort, key.count, key.createdAt, key.id]);
}

/** The key, or null when the cursor is malformed or was made for another sort. */
export function decodeIdeaCursor(raw: string, sort: IdeaSort): IdeaKeyset | null {
  const data = decodeKeyset(raw, 4);
  if (!data) return null;
  const [cursorSort, count, createdAt, id] = data;
  if (cursorSort !== sort || !isCount(count) || !isTime(createdAt) || !isId(id)) return null;
  return { count, createdAt, id };
}

export function encodeCommentCursor(key: CommentKeyset): string {
  return encodeKeyset([key.createdAt, key.id]);
}

export function decodeCommentCursor(raw: string): CommentKeyset | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, id] = data;
  if (!isTime(createdAt) || !isId(id)) return null;
  return { createdAt, id };
}

/** The last interested member of the previous page: newest first by (created_at, user id). */
export type InterestKeyset = { createdAt: string; userId: string };

const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;

export function encodeInterestCursor(key: InterestKeyset): string {
  return encodeKeyset([key.createdAt, key.userId]);
}

export function decodeInterestCursor(raw: string): InterestKeyset | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, userId] = data;
  if (!isTime(createdAt) || !isUserId(userId)) return null;
  return { createdAt, userId };
}
