// A second Cofound server for a journey that needs its own (on PostgreSQL, say), started the way
// `npm start` starts it, on a free port and a fresh data dir, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type CofoundServer = { url: string; log: () => string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCofoundServer(env: Record<string, string>): Promise<CofoundServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-e2e-server-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Cofound exited at start:\n${log}`);
    const up = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return { url, log: () => log, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Cofound did not start in 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
