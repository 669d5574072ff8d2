/** Keyset paging cursors: opaque to the client, base64url of a small JSON array. */
import { AppError } from './app-error';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor's time part as utcKey (db/keyset-time.ts) writes it. */
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function isKeysetTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_MICROS.test(value);
}

export function encodeKeyset(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The array of `length` parts, or null when the cursor is not one; callers check each part. */
export function decodeKeyset(raw: string, length: number): unknown[] | null {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return Array.isArray(data) && data.length === length ? data : null;
}

/** The 400 for a cursor that does not decode, its message also set on the request's `field`. */
export function invalidCursorError(message: string, field = 'cursor'): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: [message] });
}

/**
 * A page from `rows` read with one row more than `limit`: that extra row says there is a next
 * page, whose cursor is made from the page's last row.
 */
export function keysetPage<R, T>(
  rows: readonly R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (row: R) => string,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}
