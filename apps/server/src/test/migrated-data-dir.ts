import fs from 'node:fs';
import { inject } from 'vitest';
import { createPglite, openDatabase, pgliteDirectory } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Puts a migrated embedded database into `dataDir`, as a first start leaves it: a server or a
 * backup then starts from there instead of migrating an empty one (about 6 s each on PGlite).
 * PGlite runs copy the run's migrated snapshot (global-setup.ts); PostgreSQL runs have none and
 * migrate. Tests of the first start itself use an empty data dir.
 */
export async function fillWithMigratedDatabase(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const snapshotPath = inject('pgliteSnapshotPath');
  if (snapshotPath) {
    const snapshot = new Blob([fs.readFileSync(snapshotPath)]);
    const pglite = createPglite(pgliteDirectory(dataDir), { loadDataDir: snapshot });
    await pglite.waitReady;
    await pglite.close();
    return;
  }
  const handle = await openDatabase({
    kind: 'pglite',
    pglite: createPglite(pgliteDirectory(dataDir)),
  });
  await runMigrations(handle);
  await handle.close();
}
