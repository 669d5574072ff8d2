// `npm run bench -- backup`: size and time of a backup of the embedded database (taken from the
// live instance, as the running server does) and of restoring it into an empty data dir.
// BENCH_SIZES members, comma-separated (default 10000,100000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { createBackup, restoreBackup } from '../apps/server/src/operations/backup';
import { seedFounders } from './lib/seed-founders';
import { settings } from './lib/settings';

async function measure(members: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-backup-'));
  const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-restore-'));
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      pglite: createPglite(path.join(dataDir, 'pglite')),
    });
    if (handle.kind !== 'pglite') throw new Error('unreachable');
    await runMigrations(handle);
    await seedFounders(handle, members);
    const backupStarted = performance.now();
    const archive = await createBackup(handle.pglite, dataDir);
    const backupMs = performance.now() - backupStarted;
    await handle.close();
    const restoreStarted = performance.now();
    await restoreBackup(archive, path.join(restored, 'data'));
    const restoreMs = performance.now() - restoreStarted;
    console.log(
      JSON.stringify({
        bench: 'backup',
        members,
        db: 'pglite',
        bytes: archive.length,
        backup_ms: Math.round(backupMs),
        restore_ms: Math.round(restoreMs),
      }),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restored, { recursive: true, force: true });
  }
}

for (const members of settings.sizes) await measure(members);
