import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDirectory } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { DATABASE_ENTRY, SECRET_ENTRY, UPLOADS_DIR } from './backup-contents';
import { writeTarGz, type TarEntry } from './tar';

export class BackupRefusedError extends Error {}

function filesUnder(root: string, relative = ''): string[] {
  const dir = path.join(root, relative);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return entry.isFile() ? [child] : [];
  });
}

/**
 * A consistent snapshot of an embedded deployment, taken from the live database: the database,
 * the uploaded files and the signing secret (without it every session and pending link would be
 * void). PGlite dumps under its query lock, so the dump is one point in time; a transaction open
 * at that moment is absent from it, as after a crash. Queries wait while it copies its files,
 * which is why the dump is taken uncompressed and compressed afterwards, outside the lock.
 * The uploads are read after the dump, so every file the dumped rows point to is there (a file
 * uploaded meanwhile is merely extra).
 */
export async function createBackup(pglite: PGlite, dataDir: string): Promise<Buffer> {
  // A checkpoint first: the dump then holds only the log a checkpoint keeps, and a restore
  // starts without replaying everything written since the last one.
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  const entries: TarEntry[] = [
    { name: DATABASE_ENTRY, data: Buffer.from(await dump.arrayBuffer()) },
  ];
  for (const file of filesUnder(path.join(dataDir, UPLOADS_DIR))) {
    entries.push({
      name: `${UPLOADS_DIR}/${file}`,
      data: await fs.promises.readFile(path.join(dataDir, UPLOADS_DIR, file)),
    });
  }
  const secret = path.join(dataDir, SECRET_ENTRY);
  if (fs.existsSync(secret)) {
    entries.push({ name: SECRET_ENTRY, data: await fs.promises.readFile(secret) });
  }
  return writeTarGz(entries);
}

/**
 * A backup of a data dir no server runs on: takes its lock (so no server starts meanwhile),
 * opens the database and dumps it. Refuses a directory without a database rather than back up
 * the empty one that opening it would create.
 */
export async function backupStoppedDataDir(dataDir: string): Promise<Buffer> {
  if (!fs.existsSync(path.join(pgliteDirectory(dataDir), 'PG_VERSION'))) {
    throw new BackupRefusedError(`${dataDir} holds no embedded database: check DATA_DIR.`);
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    if (database.kind !== 'pglite') throw new Error('unreachable');
    try {
      return await createBackup(database.pglite, dataDir);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
