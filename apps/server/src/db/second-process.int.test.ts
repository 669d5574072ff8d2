import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitUntilRunning,
  type ServerProcess,
} from '../test/fault/server-process';
import { fillWithMigratedDatabase } from '../test/migrated-data-dir';

let dataDir = '';

async function startServer(): Promise<ServerProcess> {
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  return startServerProcess(await freePort(), env);
}

// Only the embedded database is single-process; PostgreSQL runs are not about this.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a second process on the same data dir',
  () => {
    // Started in beforeAll, not in the describe body: vitest runs describe bodies even when the
    // suite is skipped, and a server started there would never be stopped.
    let first: ServerProcess;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-two-processes-'));
      await fillWithMigratedDatabase(dataDir);
      first = await startServer();
    });
    afterAll(async () => {
      first.child.kill('SIGTERM');
      await first.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('exits non-zero with a clear message while the first one runs', async () => {
      await waitUntilRunning(first);
      const second = await startServer();
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.log()).toContain('is in use by another Cofound process');
      expect(second.log()).toContain(`pid ${first.child.pid}`);
      // The first process is unharmed.
      expect(first.child.exitCode).toBeNull();
    }, 150_000);

    it('frees the directory when the first process stops', async () => {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'cofound.lock'))).toBe(false);
    });
  },
);
