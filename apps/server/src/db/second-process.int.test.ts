import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir = '';

function startServer(): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
      NODE_ENV: 'test',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Only the embedded database is single-process; PostgreSQL runs are not about this.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a second process on the same data dir',
  () => {
    // Started in beforeAll, not in the describe body: vitest runs describe bodies even when the
    // suite is skipped, and a server started there would never be stopped.
    let first: ReturnType<typeof startServer>;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-two-processes-'));
      first = startServer();
    });
    afterAll(async () => {
      first.child.kill('SIGTERM');
      await first.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('exits non-zero with a clear message while the first one runs', async () => {
      await waitFor(() => first.output().includes('Cofound is running'), 120_000);
      const second = startServer();
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain('is in use by another Cofound process');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
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
