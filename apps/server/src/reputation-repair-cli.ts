// Composition root of `npm run reputation:repair`: every reputation score, week and month
// recomputed from the ledger, on the embedded database (DATA_DIR) or DATABASE_URL.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { repairReputation } from './features/reputation';

async function main() {
  // The workspace script runs in apps/server; .env and a relative DATA_DIR are the project's.
  process.chdir(fileURLToPath(new URL('../../..', import.meta.url)));
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  // A running embedded server holds the data dir: this refuses, naming it, until it stops.
  const release = env.databaseKind === 'pglite' ? acquireDataDirLock(env.dataDir) : () => {};
  try {
    const database =
      env.databaseKind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: env.dataDir })
        : await openDatabase({
            kind: 'postgres',
            connectionString: env.DATABASE_URL!,
            maxConnections: 1,
            // One pass over the whole ledger: far longer than a request may take.
            timeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, statementMs: 30 * 60_000 },
          });
    try {
      const startedAt = performance.now();
      const changed = await repairReputation(database.db);
      const where =
        env.databaseKind === 'pglite' ? `the embedded database in ${env.dataDir}` : 'PostgreSQL';
      process.stdout.write(
        `Reputation repaired on ${where} in ${Math.round(performance.now() - startedAt)} ms: ` +
          `${changed.scores} member scores and ${changed.periods} weekly or monthly sums ` +
          'changed to match the ledger.\n',
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Reputation repair failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
