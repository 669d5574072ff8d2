import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'cofound.lock';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the live process holding the data dir, or null when none does. */
export function dataDirLockOwner(dataDir: string): number | null {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  return owner !== null && processIsAlive(owner) ? owner : null;
}

/**
 * Takes the exclusive lock on an embedded data directory. PGlite is single-process: two
 * processes on one directory silently lose writes, so a second one must refuse to start.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Cofound process (pid ${owner}). ` +
            'The embedded database allows one process only: stop that process, or start this one ' +
            'with another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several instances.',
        );
      }
      // Stale lock from a process that died (or an unreadable half-written one): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
