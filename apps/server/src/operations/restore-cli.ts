// `npm run restore -- FILE`: brings a backup into the (empty) DATA_DIR; then `npm start`.
import fs from 'node:fs';
import { loadEnv } from '../config/env';
import { operatorPath } from './cli-paths';
import { postgresRestoreProcedure } from './postgres-procedure';
import { restoreBackup } from './restore';

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  if (env.databaseKind === 'postgres') {
    process.stdout.write(`${postgresRestoreProcedure(env.dataDir)}\n`);
    process.exitCode = 2;
    return;
  }
  const given = process.argv[2];
  if (!given) throw new Error('Usage: npm run restore -- FILE');
  const file = operatorPath(given);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const startedAt = performance.now();
  const restored = await restoreBackup(fs.readFileSync(file), env.dataDir);
  process.stdout.write(
    `Restored ${file} into ${env.dataDir} (${restored.uploads} uploaded files` +
      `${restored.secret ? ', the signing secret' : ''}) in ` +
      `${Math.round(performance.now() - startedAt)} ms. Start Cofound as usual.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
