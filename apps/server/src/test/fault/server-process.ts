import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Set by the integration tests' global setup to a bundle of the server (server-bundle.ts). */
export const SERVER_BUNDLE_ENV = 'COFOUND_TEST_SERVER_BUNDLE';

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  log: () => string;
};

export type ServerProcessOptions = {
  /** Node options before the entry (`--inspect=127.0.0.1:0` to profile it, for instance). */
  nodeArgs?: string[];
  /** Leave its standard output out of log(): a request log under load is large. */
  discardStdout?: boolean;
};

/**
 * The real server (`main.ts`) as a child process, as `npm start` runs it, on `port`: from the
 * test run's bundle of the sources when there is one (server-bundle.ts), else with tsx.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): ServerProcess {
  const origin = `http://127.0.0.1:${port}`;
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, origin, exited, log: () => log };
}

/** Resolves once GET /api/health answers 200; answers how long that took. */
export async function waitUntilServing(
  server: ServerProcess,
  timeoutMs = 120_000,
): Promise<number> {
  const startedAt = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.log()}`);
    const ok = await fetch(`${server.origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return Date.now() - startedAt;
    if (Date.now() - startedAt > timeoutMs) throw new Error(`server not serving:\n${server.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resolves once the server has logged that it runs (LOG_LEVEL info or below). */
export async function waitUntilRunning(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.log().includes('Cofound is running')) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`no start:\n${server.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
