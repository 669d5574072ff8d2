import fs from 'node:fs';
import path from 'node:path';
import { createPglite, pgliteDirectory } from '../db/client';
import { acquireDataDirLock, dataDirLockOwner } from '../db/data-dir-lock';
import { DATABASE_ENTRIES, restorablePaths, restoreTarget, SECRET_ENTRY } from './backup-contents';
import { readTarGz } from './tar';

export class RestoreRefusedError extends Error {}

export type RestoreSummary = { uploads: number; secret: boolean };

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

function readBackup(archive: Buffer) {
  try {
    const entries = readTarGz(archive);
    const database = entries.find((entry) => DATABASE_ENTRIES.includes(entry.name));
    if (database) return { database, others: entries.filter((entry) => entry !== database) };
  } catch {
    // Not gzip, or a truncated archive: the same answer as an archive of something else.
  }
  throw new RestoreRefusedError('This file is not a Cofound backup (or it is damaged).');
}

/**
 * Brings a backup into an empty data dir, holding the dir's lock meanwhile so that no server
 * starts on a half-restored database. Refuses a dir a live server holds or that holds anything;
 * a restore that fails part-way leaves the dir empty again.
 */
export async function restoreBackup(archive: Buffer, dataDir: string): Promise<RestoreSummary> {
  const owner = dataDirLockOwner(dataDir);
  if (owner !== null) {
    throw new RestoreRefusedError(
      `Cofound is running on ${dataDir} (pid ${owner}). Stop it, then restore into an empty ` +
        'data directory.',
    );
  }
  if (!isEmptyDir(dataDir)) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restore into an empty data directory (move this one aside, or ` +
        'point DATA_DIR at a new one).',
    );
  }
  const { database, others } = readBackup(archive);
  const release = acquireDataDirLock(dataDir);
  const summary: RestoreSummary = { uploads: 0, secret: false };
  try {
    const pglite = createPglite(pgliteDirectory(dataDir), {
      loadDataDir: new Blob([database.data]),
    });
    await pglite.waitReady;
    await pglite.close();
    for (const entry of others) {
      const target = restoreTarget(dataDir, entry.name);
      if (target === null) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.data, { mode: 0o600 });
      if (entry.name === SECRET_ENTRY) summary.secret = true;
      else summary.uploads += 1;
    }
    return summary;
  } catch (error) {
    // The dir was empty: everything in it besides the lock is this restore's.
    for (const created of [pgliteDirectory(dataDir), ...restorablePaths(dataDir)]) {
      fs.rmSync(created, { recursive: true, force: true });
    }
    throw error;
  } finally {
    release();
  }
}
