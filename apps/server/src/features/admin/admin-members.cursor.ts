import type { AdminMemberSort } from '@cofound/shared/admin/admin-members.schemas';
import { decodeKeyset, encodeKeyset, isKeysetTime, UUID_PATTERN } from '../../lib/keyset-cursor';

/**
 * Where the previous page of the admin member list ended: the sort it was made for, the last
 * row's sort value (created_at as microsecond UTC text, a lower-cased name or an email) and its
 * profile id.
 */
export type AdminMemberCursor = { sort: AdminMemberSort; value: string; id: string };

export function encodeAdminMemberCursor(cursor: AdminMemberCursor): string {
  return encodeKeyset([cursor.sort, cursor.value, cursor.id]);
}

/** The cursor, or null when it is malformed or was made for another sort. */
export function decodeAdminMemberCursor(
  raw: string,
  sort: AdminMemberSort,
): AdminMemberCursor | null {
  const data = decodeKeyset(raw, 3);
  if (!data) return null;
  const [cursorSort, value, id] = data;
  if (cursorSort !== sort || typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  if (typeof value !== 'string' || value.length > 300) return null;
  if ((sort === 'newest' || sort === 'oldest') && !isKeysetTime(value)) return null;
  return { sort, value, id };
}

/** The audit log's cursor: the last entry's created_at (microseconds) and id. */
export function encodeAuditCursor(cursor: { createdAt: string; id: string }): string {
  return encodeKeyset([cursor.createdAt, cursor.id]);
}

export function decodeAuditCursor(raw: string): { createdAt: string; id: string } | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, id] = data;
  if (!isKeysetTime(createdAt) || typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { createdAt, id };
}

/** The moderation queue pages the same way: newest first by created_at, then id. */
export { decodeAuditCursor as decodeReportCursor, encodeAuditCursor as encodeReportCursor };
