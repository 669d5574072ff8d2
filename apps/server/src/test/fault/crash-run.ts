import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { verifyAfterCrashes, type Verification } from './crash-verification';
import { connect, runClient, signUp, type Acknowledged, type Member } from './crash-workload';
import {
  freePort,
  startServerProcess,
  waitUntilServing,
  type ServerProcess,
} from './server-process';

export type CrashTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type CrashRunOptions = {
  target: CrashTarget;
  kills: number;
  clients: number;
  /** How long the server runs under load between kills: a random time in this range (ms). */
  upMs?: [number, number];
  /**
   * Keep writing after the last restart until at least this many writes were acknowledged (at
   * most 30 s more), so a slow host still gives the check enough writes to look at.
   */
  minAcknowledged?: number;
};

export type CrashRunResult = Verification & {
  acknowledged: number;
  /** From each kill to the restarted server answering /api/health. */
  recoveryMs: number[];
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes through HTTP from many clients while the real server is SIGKILLed again and again and
 * restarted, then checks that every acknowledged write survived and nothing is half-done.
 */
export async function runCrashRun(options: CrashRunOptions): Promise<CrashRunResult> {
  const [minUp, maxUp] = options.upMs ?? [300, 2_000];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-crash-'));
  const env: Record<string, string> = {
    AUTH_SECRET: 'crash-test-secret-0123456789abcdef0123456789',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNUP_RATE_PER_HOUR: '1000000',
    ...(options.target.kind === 'pglite'
      ? { DATA_DIR: options.target.dataDir, DATABASE_URL: '' }
      : { DATA_DIR: scratch, DATABASE_URL: options.target.url }),
  };
  const port = await freePort();
  let server: ServerProcess = startServerProcess(port, env);
  const api = { origin: () => server.origin };
  try {
    await waitUntilServing(server);
    const members: Member[] = [];
    for (let i = 0; i < options.clients * 2; i += 1) {
      members.push(await signUp(api, `crash-member-${i}-${Date.now()}@example.com`));
    }
    for (let i = 0; i < options.clients; i += 1)
      await connect(api, members[2 * i]!, members[2 * i + 1]!);

    const acknowledged: Acknowledged[] = [];
    let stopped = false;
    const clients = Array.from({ length: options.clients }, (_, i) =>
      runClient(
        api,
        {
          member: members[2 * i]!,
          partner: members[2 * i + 1]!,
          others: members.filter((_, j) => Math.floor(j / 2) !== i),
          label: String(i),
        },
        acknowledged,
        () => stopped,
      ),
    );

    const recoveryMs: number[] = [];
    for (let kill = 0; kill < options.kills; kill += 1) {
      await delay(minUp + Math.random() * (maxUp - minUp));
      server.child.kill('SIGKILL');
      await server.exited;
      const killedAt = Date.now();
      server = startServerProcess(port, env);
      await waitUntilServing(server);
      recoveryMs.push(Date.now() - killedAt);
    }
    await delay(minUp);
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < (options.minAcknowledged ?? 0) && Date.now() < deadline) {
      await delay(100);
    }
    stopped = true;
    await Promise.all(clients);
    server.child.kill('SIGTERM');
    await server.exited;

    const database =
      options.target.kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: options.target.dataDir })
        : await openDatabase({ kind: 'postgres', connectionString: options.target.url });
    try {
      const verification = await verifyAfterCrashes(database, acknowledged);
      return { ...verification, acknowledged: acknowledged.length, recoveryMs };
    } finally {
      await database.close();
    }
  } finally {
    server.child.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
