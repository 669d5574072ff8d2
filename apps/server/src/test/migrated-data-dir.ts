import fs from 'node:fs';
import { inject } from 'vitest';
import { createPglite, pgliteDirectory } from '../db/client';

/**
 * Puts the run's migrated embedded database (global-setup.ts) into `dataDir`, as a first start
 * leaves it: a server or a backup then starts from there instead of migrating an empty one
 * (about 6 s each on PGlite). Tests of the first start itself use an empty data dir.
 */
export async function fillWithMigratedDatabase(dataDir: string): Promise<void> {
  const snapshot = fs.readFileSync(inject('pgliteSnapshotPath'));
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = createPglite(pgliteDirectory(dataDir), { loadDataDir: new Blob([snapshot]) });
  await pglite.waitReady;
  await pglite.close();
}
