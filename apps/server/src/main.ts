// Composition root: env -> data dir lock -> database -> migrations -> demo data -> app -> listen.
import fs from 'node:fs';
import { buildApp } from './app';
import { AuthSecretError } from './config/auth-secret';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemoCommunity } from './db/seed';
import { addOneMonth, premiumStateOf } from './features/billing';
import { recalculateAll } from './features/reputation';
import { installGracefulShutdown } from './graceful-shutdown';
import { createConfiguredStorage } from './storage';

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const releaseLock =
    env.databaseKind === 'pglite' ? acquireDataDirLock(env.dataDir) : () => undefined;
  process.on('exit', releaseLock);
  const database =
    env.databaseKind === 'pglite'
      ? await openDatabase({ kind: 'pglite', dataDir: env.dataDir })
      : await openDatabase({
          kind: 'postgres',
          connectionString: env.DATABASE_URL!,
          timeouts: {
            connectMs: env.DB_CONNECT_TIMEOUT_MS,
            statementMs: env.DB_STATEMENT_TIMEOUT_MS,
          },
        });
  await runMigrations(database);

  const storage = createConfiguredStorage(env.storage);
  const app = await buildApp({ env, database, storage });
  if (env.seedDemo) {
    await seedDemoCommunity(database.db, {
      log: app.log,
      recalculateReputation: recalculateAll,
      billing: { addOneMonth, premiumStateOf },
      // Where the profiles feature stores and serves pictures from.
      storage,
    });
  }

  installGracefulShutdown({ app, closeDatabase: () => database.close(), releaseLock });

  await app.listen({ port: env.PORT, host: env.HOST });
  const where =
    env.databaseKind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL';
  app.log.info(`Cofound is running on ${env.appUrl} (${where})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof AuthSecretError
  ) {
    console.error(`\nCofound cannot start: ${error.message}\n`);
  } else {
    console.error('Cofound failed to start:', error);
  }
  process.exit(1);
});
