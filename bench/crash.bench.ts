// `npm run bench -- crash`: the real server SIGKILLed 20 times at random moments under write
// load (signups, likes, messages from many clients) and restarted, on PGlite and on PostgreSQL.
// Prints acknowledged writes, lost ones, half-done ones and the recovery time after each kill.
// BENCH_KILLS (default 20), BENCH_CLIENTS (default 16), BENCH_DB (pglite, postgres or both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCrashRun, type CrashTarget } from '../apps/server/src/test/fault/crash-run';
import { withScratchDatabase } from '../apps/server/src/test/scratch-database';
import { settings, type BenchDb } from './lib/settings';
import { percentile } from './lib/stats';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const kills = Number(process.env.BENCH_KILLS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);

async function measure(db: BenchDb, target: CrashTarget) {
  const result = await runCrashRun({ target, kills, clients });
  const sorted = [...result.recoveryMs].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'crash',
      db,
      kills,
      clients,
      acknowledged: result.acknowledged,
      lost: result.lost.length,
      half_done: result.halfDone.length,
      recovery_p50_ms: percentile(sorted, 50),
      recovery_p95_ms: percentile(sorted, 95),
      recovery_max_ms: sorted.at(-1),
    }),
  );
  for (const problem of result.halfDone) console.error(`half-done: ${problem}`);
}

if (settings.which !== 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-crash-'));
  try {
    await measure('pglite', { kind: 'pglite', dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (settings.which !== 'pglite') {
  const server = settings.databaseUrl
    ? { url: settings.databaseUrl, stop: () => undefined }
    : startThrowawayPostgres();
  if (server) {
    try {
      await withScratchDatabase(server.url, `cofound_bench_crash_${process.pid}`, (url) =>
        measure('postgres', { kind: 'postgres', url }),
      );
    } finally {
      server.stop();
    }
  }
}
