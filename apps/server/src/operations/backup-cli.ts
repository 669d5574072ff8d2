// `npm run backup [-- --out FILE]`: a backup of the embedded deployment, while it runs or not.
import fs from 'node:fs';
import path from 'node:path';
import { authSecretFor } from '../config/auth-secret';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, dataDirLockOwner } from '../db/data-dir-lock';
import { createBackup } from './backup';
import { operationsToken } from './operations-token';
import { POSTGRES_BACKUP_HINT } from './operations.routes';

function outFile(): string {
  const index = process.argv.indexOf('--out');
  if (index !== -1 && process.argv[index + 1]) return path.resolve(process.argv[index + 1]!);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.resolve(`cofound-backup-${stamp}.tar.gz`);
}

async function fromRunningServer(env: ReturnType<typeof loadEnv>): Promise<Buffer> {
  const response = await fetch(`${env.appUrl}/api/operations/backup`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${operationsToken(authSecretFor(env))}`,
      origin: new URL(env.appUrl).origin,
    },
  });
  if (!response.ok) throw new Error(`the running server answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function fromStoppedServer(dataDir: string): Promise<Buffer> {
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    if (database.kind !== 'pglite') throw new Error('unreachable');
    try {
      return await createBackup(database.pglite, dataDir);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  if (env.databaseKind === 'postgres') {
    process.stdout.write(`${POSTGRES_BACKUP_HINT}\n`);
    return;
  }
  const startedAt = performance.now();
  const running = dataDirLockOwner(env.dataDir) !== null;
  const archive = running ? await fromRunningServer(env) : await fromStoppedServer(env.dataDir);
  const file = outFile();
  fs.writeFileSync(file, archive, { mode: 0o600 });
  process.stdout.write(
    `${JSON.stringify({
      file,
      bytes: archive.length,
      ms: Math.round(performance.now() - startedAt),
      whileRunning: running,
    })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
