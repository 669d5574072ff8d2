// `npm run bench -- backup`: size and time of a backup of the embedded database, taken from the
// live instance as the running server does, and of restoring it into an empty data dir.
// queries_paused_ms: how long one query waited behind the backup (PGlite's dump holds its lock).
// BENCH_MEMBERS: member counts, comma-separated (default 10000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { createBackup } from '../apps/server/src/operations/backup';
import { restoreBackup } from '../apps/server/src/operations/restore';
import { seedFounders } from './lib/seed-founders';
import { queryRows, runSql } from './lib/sql';

const memberCounts = (process.env.BENCH_MEMBERS ?? '10000').split(',').map(Number);

async function countMembers(dataDir: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await queryRows<{ n: number }>(handle, 'select count(*)::int as n from profiles');
    return rows[0]!.n;
  } finally {
    await handle.close();
  }
}

async function measure(members: number) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-backup-'));
  const source = path.join(root, 'source');
  const restored = path.join(root, 'restored');
  fs.mkdirSync(source);
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      pglite: createPglite(path.join(source, 'pglite')),
    });
    if (handle.kind !== 'pglite') throw new Error('unreachable');
    await runMigrations(handle);
    await seedFounders(handle, members);
    const backupStarted = performance.now();
    const backup = createBackup(handle.pglite, source);
    await runSql(handle, 'select 1');
    const queriesPausedMs = performance.now() - backupStarted;
    const archive = await backup;
    const backupMs = performance.now() - backupStarted;
    await handle.close();
    const restoreStarted = performance.now();
    await restoreBackup(archive, restored);
    const restoreMs = performance.now() - restoreStarted;
    const restoredMembers = await countMembers(restored);
    if (restoredMembers !== members) {
      throw new Error(`restored ${restoredMembers} members of ${members}`);
    }
    console.log(
      JSON.stringify({
        bench: 'backup',
        members,
        bytes: archive.length,
        backup_ms: Math.round(backupMs),
        queries_paused_ms: Math.round(queriesPausedMs),
        restore_ms: Math.round(restoreMs),
      }),
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

for (const members of memberCounts) await measure(members);
