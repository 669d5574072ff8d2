// `npm run restore -- FILE`: brings a backup into the (empty) DATA_DIR; then `npm start`.
import fs from 'node:fs';
import { loadEnv } from '../config/env';
import { dataDirLockOwner } from '../db/data-dir-lock';
import { restoreBackup } from './backup';

async function main() {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) throw new Error('Usage: npm run restore -- FILE');
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  if (env.databaseKind === 'postgres') {
    throw new Error('On PostgreSQL, restore with pg_restore (and copy uploads); see the README.');
  }
  const owner = dataDirLockOwner(env.dataDir);
  if (owner !== null)
    throw new Error(`Cofound is running on ${env.dataDir} (pid ${owner}): stop it first.`);
  const startedAt = performance.now();
  await restoreBackup(fs.readFileSync(file), env.dataDir);
  process.stdout.write(
    `${JSON.stringify({ dataDir: env.dataDir, ms: Math.round(performance.now() - startedAt) })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
