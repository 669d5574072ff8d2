/** Keyset paging cursors: opaque to the client, base64url of a small JSON array. */

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
