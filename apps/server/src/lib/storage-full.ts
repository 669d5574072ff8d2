/**
 * Whether a failure means the disk under the database or the data dir is full: PostgreSQL's (and
 * PGlite's) disk_full, or the file system's "no space left" / "quota exceeded". The write failed
 * as a whole (PostgreSQL rolls the transaction back), so the answer is a clear 507 that says
 * nothing was saved; reads keep working, and writes work again as soon as space returns.
 */
const FILE_SYSTEM_CODES = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FULL_SQLSTATE = '53100';
const MAX_DEPTH = 6;

export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (code === DISK_FULL_SQLSTATE || (typeof code === 'string' && FILE_SYSTEM_CODES.has(code))) {
    return true;
  }
  return isStorageFull(error.cause, depth + 1);
}

export const storageFullMessage =
  'Cofound is out of storage space, so this was not saved. Please try again later.';
