import path from 'node:path';

/**
 * A path the operator typed, resolved against the directory they typed it in: `npm run` moves
 * into the project root, and keeps the caller's directory in INIT_CWD.
 */
export function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** cofound-backup-20261124T055821Z.tar.gz: sorts by time, no characters shells or Windows mind. */
export function defaultBackupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `cofound-backup-${stamp}.tar.gz`;
}
