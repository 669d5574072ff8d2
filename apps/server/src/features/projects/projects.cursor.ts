import { decodeKeyset, encodeKeyset, UUID_PATTERN } from '../../lib/keyset-cursor';
import type { ProjectKeyset } from './projects.repository';

/** created_at as PostgreSQL prints a timestamptz: '2026-11-25 02:47:34.123456+00'. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeProjectCursor(key: ProjectKeyset): string {
  return encodeKeyset([key.createdAt, key.id]);
}

/** The last project of the previous page, or null when the cursor is malformed. */
export function decodeProjectCursor(raw: string): ProjectKeyset | null {
  const data = decodeKeyset(raw, 2);
  if (!data) return null;
  const [createdAt, id] = data;
  if (typeof createdAt !== 'string' || !POSTGRES_TIMESTAMP.test(createdAt)) return null;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { createdAt, id };
}
