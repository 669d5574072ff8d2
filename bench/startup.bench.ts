// `npm run bench -- startup`: how long a new user waits for a working server, started as
// `npm start` starts it (scripts/start.mjs; the web app built and the server bundled already).
// cold = fresh data dir (create the embedded database, migrate, seed the demo community, listen)
// warm = the same data dir again (open, migrations already applied, listen).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000)
        throw new Error('server did not become healthy in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const runs = Number(process.argv[2] ?? 3);
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-startup-'));
  try {
    cold.push(await timeToHealthy(dataDir));
    warm.push(await timeToHealthy(dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms);
console.log(
  JSON.stringify({
    bench: 'startup.cold_to_healthy',
    db: 'pglite',
    runs,
    median_ms: round(median(cold)),
    max_ms: round(Math.max(...cold)),
  }),
);
console.log(
  JSON.stringify({
    bench: 'startup.warm_to_healthy',
    db: 'pglite',
    runs,
    median_ms: round(median(warm)),
    max_ms: round(Math.max(...warm)),
  }),
);
