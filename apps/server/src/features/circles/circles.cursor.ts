import { circleMessages } from '@cofound/shared/circles/circles.messages';
import {
  decodeKeyset,
  encodeKeyset,
  invalidCursorError,
  isKeysetTime,
  UUID_PATTERN,
} from '../../lib/keyset-cursor';

/** The longest cursor the contract takes (circlesQuerySchema and the page queries). */
const MAX_CURSOR_LENGTH = 300;

/** Which page of a circle's members, requests, posts or replies: where it starts, how long. */
export type PageQuery = { cursor?: string; limit: number };

/** The decoded cursor, null without one; a cursor that does not decode is a 400. */
export function decodedCursor<K>(
  raw: string | undefined,
  decode: (raw: string) => K | null,
): K | null {
  if (!raw) return null;
  const key = decode(raw);
  if (!key) throw invalidCursorError(circleMessages.invalidCursor);
  return key;
}

/**
 * The last circle of the previous grid page: the grid runs by (lower(name), id). The name is
 * null when it would make the cursor too long (80 characters of CJK script, say): the query
 * then reads it from the circle's row.
 */
export type CircleKeyset = { name: string | null; id: string };

/**
 * The last member of the previous page: moderators first, then by when they joined, then by
 * user id (role desc, joined_at, user_id).
 */
export type MemberKeyset = { role: string; joinedAt: string; userId: string };

/** The last request of the previous page: oldest first by (requested_at, user id). */
export type RequestKeyset = { requestedAt: string; userId: string };

/** The last post (newest first) or reply (oldest first) of the previous page. */
export type PostKeyset = { createdAt: string; id: string };

const isTime = isKeysetTime;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);
const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;
const isRole = (value: unknown): value is string => value === 'member' || value === 'moderator';

export function encodeCircleCursor(key: { name: string; id: string }): string {
  const full = encodeKeyset([key.name, key.id]);
  return full.length <= MAX_CURSOR_LENGTH ? full : encodeKeyset(['', key.id]);
}

export function decodeCircleCursor(raw: string): CircleKeyset | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [name, id] = data;
  if (typeof name !== 'string' || !isId(id)) return null;
  // '' stands for "look the name up": no circle's lower-cased name is empty.
  return { name: name === '' ? null : name, id };
}

export function encodeMemberCursor(key: MemberKeyset): string {
  return encodeKeyset([key.role, key.joinedAt, key.userId]);
}

export function decodeMemberCursor(raw: string): MemberKeyset | null {
  const data = decodeKeyset(raw, 3);
  if (!data) return null;
  const [role, joinedAt, userId] = data;
  if (!isRole(role) || !isTime(joinedAt) || !isUserId(userId)) return null;
  return { role, joinedAt, userId };
}

export function encodeRequestCursor(key: RequestKeyset): string {
  return encodeKeyset([key.requestedAt, key.userId]);
}

export function decodeRequestCursor(raw: string): RequestKeyset | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [requestedAt, userId] = data;
  if (!isTime(requestedAt) || !isUserId(userId)) return null;
  return { requestedAt, userId };
}

/** Posts and replies page in opposite directions: the kind keeps one's cursor from the other. */
export function encodePostCursor(kind: 'posts' | 'replies', key: PostKeyset): string {
  return encodeKeyset([kind, key.createdAt, key.id]);
}

export function decodePostCursor(raw: string, kind: 'posts' | 'replies'): PostKeyset | null {
  const data = decodeKeyset(raw, 3);
  if (!data) return null;
  const [cursorKind, createdAt, id] = data;
  if (cursorKind !== kind || !isTime(createdAt) || !isId(id)) return null;
  return { createdAt, id };
}
