// Composition root: env -> data dir lock -> database -> migrations -> demo data -> app -> listen.
import fs from 'node:fs';
import { buildApp } from './app';
import { AuthSecretError } from './config/auth-secret';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemoCommunity } from './db/seed';

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const releaseLock =
    env.databaseKind === 'pglite' ? acquireDataDirLock(env.dataDir) : () => undefined;
  process.on('exit', releaseLock);
  const database =
    env.databaseKind === 'pglite'
      ? await openDatabase({ kind: 'pglite', dataDir: env.dataDir })
      : await openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL! });
  await runMigrations(database);

  const app = await buildApp({ env, database });
  if (env.seedDemo) await seedDemoCommunity(database.db, { log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'close failed'));
    await database.close().catch(() => undefined);
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
