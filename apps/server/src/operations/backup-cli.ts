// `npm run backup [-- --out FILE]`: a backup of the embedded deployment, while it runs or not.
import fs from 'node:fs';
import { loadEnv } from '../config/env';
import { dataDirLockOwner } from '../db/data-dir-lock';
import { backupStoppedDataDir } from './backup';
import { defaultBackupName, operatorPath } from './cli-paths';
import { postgresBackupProcedure } from './postgres-procedure';
import { backupFromRunningServer } from './running-server';

function outFile(): string {
  const index = process.argv.indexOf('--out');
  const given = index === -1 ? undefined : process.argv[index + 1];
  if (index !== -1 && !given) throw new Error('Usage: npm run backup [-- --out FILE]');
  return operatorPath(given ?? defaultBackupName(new Date()));
}

/** Written beside the target and renamed, so a FILE that exists is always a whole backup. */
function writeWhole(file: string, archive: Buffer) {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, archive, { mode: 0o600 });
  fs.renameSync(partial, file);
}

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  if (env.databaseKind === 'postgres') {
    process.stdout.write(`${postgresBackupProcedure(env.dataDir)}\n`);
    process.exitCode = 2;
    return;
  }
  const file = outFile();
  if (fs.existsSync(file)) throw new Error(`${file} exists; choose another --out.`);
  const startedAt = performance.now();
  const owner = dataDirLockOwner(env.dataDir);
  const archive =
    owner === null
      ? await backupStoppedDataDir(env.dataDir)
      : await backupFromRunningServer(env, owner);
  writeWhole(file, archive);
  const source = owner === null ? 'the stopped data dir' : `the running server (pid ${owner})`;
  process.stdout.write(
    `Backup of ${env.dataDir} written to ${file}: ${(archive.length / 1e6).toFixed(1)} MB, ` +
      `taken from ${source} in ${Math.round(performance.now() - startedAt)} ms.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
