import path from 'node:path';
import { AUTH_SECRET_FILE } from '../config/auth-secret';

/**
 * The database inside a backup: PGlite's own dump of its data directory, uncompressed (the
 * backup as a whole is gzipped once). Restores also read the gzipped dump of earlier backups.
 */
export const DATABASE_ENTRY = 'database.tar';
export const DATABASE_ENTRIES = [DATABASE_ENTRY, 'database.tar.gz'];
/** Uploaded files, under the same relative paths as in DATA_DIR/uploads. */
export const UPLOADS_DIR = 'uploads';
/** The generated signing secret, when the deployment uses one (no AUTH_SECRET). */
export const SECRET_ENTRY = AUTH_SECRET_FILE;

/**
 * Where a backup entry goes in the data dir, or null for anything a backup does not hold (the
 * lock, the outbox, paths leading outside): a restore writes nothing it did not expect.
 */
export function restoreTarget(dataDir: string, name: string): string | null {
  if (name === SECRET_ENTRY) return path.join(dataDir, SECRET_ENTRY);
  if (!name.startsWith(`${UPLOADS_DIR}/`)) return null;
  const uploads = path.resolve(dataDir, UPLOADS_DIR);
  const target = path.resolve(dataDir, name);
  return target.startsWith(uploads + path.sep) ? target : null;
}

/** The top-level paths a restore may create in the data dir besides the database. */
export function restorablePaths(dataDir: string): string[] {
  return [path.join(dataDir, UPLOADS_DIR), path.join(dataDir, SECRET_ENTRY)];
}
