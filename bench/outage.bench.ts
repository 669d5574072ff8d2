// `npm run bench -- outage`: PostgreSQL taken away for 10 s (connections dropped and refused,
// then a hang) while members keep loading pages. Prints how many requests hung past the bound,
// how many answered 500 instead of 503, and how long after the database returned the app served
// again. PostgreSQL only (the embedded database cannot go away). BENCH_OUTAGE_MS (default 10000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { startFaultProxy, type FaultMode } from '../apps/server/src/test/fault-proxy';
import { withScratchDatabase } from '../apps/server/src/test/scratch-database';
import { settings } from './lib/settings';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 10_000);
const TIMEOUTS = { connectMs: 3_000, statementMs: 10_000 };
/** No answer may take longer than the connect timeout plus a statement's, plus slack. */
const HUNG_AFTER_MS = TIMEOUTS.connectMs + TIMEOUTS.statementMs + 2_000 + 1_000;
const CLIENTS = 8;

async function outage(url: string, mode: FaultMode) {
  const target = new URL(url);
  const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port) });
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: proxy.urlFor(url),
    timeouts: TIMEOUTS,
  });
  await runMigrations(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-outage-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'bench-outage-secret-0123456789abcdef0123',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const answers: { at: number; ms: number; status: number }[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const startedAt = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/discover?limit=5' });
      answers.push({ at: startedAt, ms: Date.now() - startedAt, status: response.statusCode });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  proxy.setMode(mode);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  if (mode === 'frozen') proxy.setMode('down'); // a restarted server drops what it held
  proxy.setMode('pass');
  const returnedAt = Date.now();
  while (!answers.some((answer) => answer.at >= returnedAt && answer.status === 200)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const servedAgainAt = Math.min(
    ...answers.filter((a) => a.at >= returnedAt && a.status === 200).map((a) => a.at + a.ms),
  );
  stopped = true;
  await Promise.all(clients);
  const during = answers.filter((a) => a.at + a.ms > returnedAt - OUTAGE_MS && a.at < returnedAt);
  console.log(
    JSON.stringify({
      bench: 'outage',
      db: 'postgres',
      mode,
      outage_ms: OUTAGE_MS,
      requests: answers.length,
      during_outage: during.length,
      hung: answers.filter((a) => a.ms > HUNG_AFTER_MS).length,
      answered_500: answers.filter((a) => a.status === 500).length,
      answered_503: answers.filter((a) => a.status === 503).length,
      slowest_ms: Math.max(...answers.map((a) => a.ms)),
      recovery_ms: servedAgainAt - returnedAt,
    }),
  );
  await app.close();
  await database.close();
  await proxy.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const server = settings.databaseUrl
  ? { url: settings.databaseUrl, stop: () => undefined }
  : startThrowawayPostgres();
if (server) {
  try {
    await withScratchDatabase(server.url, `cofound_bench_outage_${process.pid}`, async (url) => {
      await outage(url, 'down');
      await outage(url, 'frozen');
    });
  } finally {
    server.stop();
  }
}
