import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { verifyAfterCrashes } from './test/fault/crash-verification';
import { connect, signUp, type Acknowledged } from './test/fault/crash-workload';
import {
  freePort,
  startServerProcess,
  waitUntilServing,
  type ServerProcess,
} from './test/fault/server-process';
import { fillWithMigratedDatabase } from './test/migrated-data-dir';
import { signupRequest } from './test/test-app';

/** A small file system of its own for the data dir, so that it can be filled up (root only). */
function mountSmallDisk(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Takes every free byte of the file system under `dir`. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(filler, 'w');
  try {
    for (let size = chunk.length; size >= 1;) {
      try {
        fs.writeSync(fd, chunk, 0, size);
      } catch {
        size = Math.floor(size / 2);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

async function post(server: ServerProcess, url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server.origin}${url}`, {
    method: url.includes('/decisions/') ? 'PUT' : 'POST',
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  type Answer = { id?: string; error?: { message: string } };
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Answer };
}

/** A small file system mounted on a new temporary dir; null where none can be (and no dir). */
function smallDiskMount(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-disk-full-'));
  if (mountSmallDisk(dir)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  return null;
}
const mountPoint = smallDiskMount();

/**
 * The embedded database's disk fills up while members write: every write is either saved and
 * acknowledged or refused with 507 and a clear message, never a 500; reads keep working; writes
 * work again as soon as space returns, without a restart; and after a restart everything
 * acknowledged is there and nothing is half-done. Runs where a file system can be mounted (as
 * root, as in CI), once per run: the PostgreSQL stage has no embedded data dir to fill.
 */
describe.skipIf(mountPoint === null)('a full disk under the data dir', () => {
  const mounted = mountPoint!;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    execFileSync('umount', ['-l', mounted]);
    fs.rmSync(mounted, { recursive: true, force: true });
  });

  it('refuses writes with 507, serves reads, recovers when space returns, loses nothing', async () => {
    const dataDir = path.join(mounted, 'data');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    await fillWithMigratedDatabase(dataDir);
    server = startServerProcess(port, env);
    await waitUntilServing(server);
    const api = { origin: () => server!.origin };
    const [a, b] = [await signUp(api, 'a@example.com'), await signUp(api, 'b@example.com')];
    await connect(api, a!, b!);
    const acknowledged: Acknowledged[] = [];
    const refusals = new Map<number, string>();

    const filler = fillDisk(mounted);
    for (let n = 0; n < 300 && !refusals.has(507); n += 1) {
      const sent = await post(
        server,
        `/api/messages/${b!.profileId}`,
        {
          body: `message ${n} ${'x'.repeat(1_900)}`,
        },
        a!.cookie,
      );
      if (sent.status === 201) acknowledged.push({ kind: 'message', id: String(sent.json.id) });
      else refusals.set(sent.status, sent.json.error?.message ?? '');
      const email = `full-${n}@example.com`;
      const joined = await post(server, '/api/accounts/signup', signupRequest({ email }));
      if (joined.status === 201) acknowledged.push({ kind: 'signup', email });
      else refusals.set(joined.status, joined.json.error?.message ?? '');
    }
    expect(Object.fromEntries(refusals)).toEqual({
      507: 'Cofound is out of storage space, so this was not saved. Please try again later.',
    });
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
    const thread = await fetch(`${server.origin}/api/messages/${b!.profileId}`, {
      headers: { cookie: a!.cookie },
    });
    expect(thread.status).toBe(200);

    fs.rmSync(filler);
    const after = await post(
      server,
      `/api/messages/${b!.profileId}`,
      { body: 'space is back' },
      a!.cookie,
    );
    expect(after.status).toBe(201);
    acknowledged.push({ kind: 'message', id: String(after.json.id) });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = startServerProcess(port, env);
    await waitUntilServing(server);
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { lost, halfDone } = await verifyAfterCrashes(database, acknowledged);
      expect(lost).toEqual([]);
      expect(halfDone).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
