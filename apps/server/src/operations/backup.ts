import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { AUTH_SECRET_FILE } from '../config/auth-secret';
import { createPglite, pgliteDirectory } from '../db/client';
import { readTarGz, writeTarGz, type TarEntry } from './tar';

/** The database inside a backup: PGlite's own dump of its data directory. */
const DATABASE_ENTRY = 'database.tar.gz';
const UPLOADS_DIR = 'uploads';

export class RestoreRefusedError extends Error {}

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
 * A consistent snapshot of an embedded deployment, taken from the live database (PGlite runs
 * one query at a time, so its dump is a single point in time): the database, the uploaded
 * files and the signing secret (without it every session and pending link would be void).
 */
export async function createBackup(pglite: PGlite, dataDir: string): Promise<Buffer> {
  const dump = await pglite.dumpDataDir('gzip');
  const entries: TarEntry[] = [
    { name: DATABASE_ENTRY, data: Buffer.from(await dump.arrayBuffer()) },
  ];
  for (const file of filesUnder(path.join(dataDir, UPLOADS_DIR))) {
    entries.push({
      name: `${UPLOADS_DIR}/${file}`,
      data: fs.readFileSync(path.join(dataDir, UPLOADS_DIR, file)),
    });
  }
  const secret = path.join(dataDir, AUTH_SECRET_FILE);
  if (fs.existsSync(secret))
    entries.push({ name: AUTH_SECRET_FILE, data: fs.readFileSync(secret) });
  return writeTarGz(entries);
}

/** Whether a data dir holds nothing that a restore could overwrite. */
function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Brings a backup into an empty data dir; the server must not be running on it. */
export async function restoreBackup(archive: Buffer, dataDir: string): Promise<void> {
  if (!isEmptyDir(dataDir)) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restore into an empty data directory, then point DATA_DIR at it.`,
    );
  }
  const entries = readTarGz(archive);
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY);
  if (!database) throw new RestoreRefusedError('This file is not a Cofound backup.');
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = createPglite(pgliteDirectory(dataDir), { loadDataDir: new Blob([database.data]) });
  await pglite.waitReady;
  await pglite.close();
  for (const entry of entries) {
    if (entry === database) continue;
    const target = path.resolve(dataDir, entry.name);
    if (!target.startsWith(path.resolve(dataDir) + path.sep)) continue; // never outside
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, entry.data, { mode: 0o600 });
  }
}
