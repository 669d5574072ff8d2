// `npm run bench -- realtime`: message delivery with many members online. The real server runs
// as `npm start` runs it, in processes of its own (BENCH_INSTANCES of them: 1 on the embedded
// database, which one process owns; 2 on PostgreSQL, sharing it), listening on loopback.
// BENCH_CLIENTS members (default 1,000), each with a session and one WebSocket to an instance
// (member i to instance i mod n), are paired by accepted connections (so with two instances
// every message crosses from one to the other). Messages go through POST
// /api/messages/{profileId} to the sender's instance; a message's latency is from the moment its
// POST was sent to the 'message.created' frame at the receiver's socket. Prints p50/p95/p99, and
// how many messages never reached the receiver or reached it twice (both must be 0).
// BENCH_MESSAGES (default 2,000) messages in all, BENCH_CONCURRENCY (default 4) in flight,
// BENCH_DATABASE_URL to run on PostgreSQL instead (a throwaway database is created and dropped).
// BENCH_PROFILE=1 adds the first instance's CPU profile over the timed messages: the share of its
// busy time per category (bench/lib/cpu-profile.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { parseRealtimeFrame } from '@cofound/shared/realtime';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/client';
import {
  freePort,
  startServerProcess,
  waitUntilServing,
  type ServerProcess,
} from '../apps/server/src/test/fault/server-process';
import { cpuShares, profileWhile, type CpuProfile } from './lib/cpu-profile';
import { openBenchDatabase, seedOnlineMembers, type OnlineMember } from './lib/online-members';

const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const totalMessages = Number(process.env.BENCH_MESSAGES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const warmupMessages = 100;
const CONNECT_BATCH = 100;
const APP_URL = 'http://localhost:3000';
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
const instanceCount = Number(process.env.BENCH_INSTANCES ?? (onPostgres ? 2 : 1));
const AUTH_SECRET = randomBytes(32).toString('hex');
const profiling = process.env.BENCH_PROFILE === '1';

type Client = OnlineMember & { socket?: WebSocket };

/** The percentile p (0..100) of ascending `sorted`, nearest rank below. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The database with the members written, and how a server reaches it: PostgreSQL's URL, or the
 * embedded database's data directory (written here, then closed: the server owns it).
 */
async function seedDatabase(dataDir: string): Promise<{
  members: OnlineMember[];
  serverEnv: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (onPostgres) {
    const { handle, drop } = await openBenchDatabase();
    if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
    await runMigrations(handle);
    const members = await seedOnlineMembers(handle, clients, AUTH_SECRET);
    return { members, serverEnv: { DATABASE_URL: handle.connectionString }, drop };
  }
  fs.mkdirSync(dataDir);
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await runMigrations(handle);
    const members = await seedOnlineMembers(handle, clients, AUTH_SECRET);
    return { members, serverEnv: {}, drop: async () => undefined };
  } finally {
    await handle.close();
  }
}

async function main() {
  if (clients < 2 || clients % 2 !== 0) throw new Error('BENCH_CLIENTS must be an even number');
  if (!onPostgres && instanceCount !== 1) throw new Error('the embedded database takes 1 instance');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-realtime-'));
  const dataDir = path.join(scratch, 'data');
  const { members: seeded, serverEnv, drop } = await seedDatabase(dataDir);
  const members: Client[] = seeded;
  const instances: ServerProcess[] = [];
  try {
    for (let i = 0; i < instanceCount; i += 1) {
      instances.push(
        startServerProcess(
          await freePort(),
          {
            NODE_ENV: 'production',
            APP_URL,
            AUTH_SECRET,
            DATA_DIR: onPostgres ? path.join(scratch, `instance-${i}`) : dataDir,
            RATE_LIMIT_PER_MINUTE: '10000000',
            ...serverEnv,
          },
          profiling && i === 0 ? { nodeArgs: ['--inspect=127.0.0.1:0'] } : {},
        ),
      );
    }
    await Promise.all(instances.map((instance) => waitUntilServing(instance)));
    const instanceOf = (index: number) => instances[index % instanceCount]!;
    const memberIndex = new Map(members.map((member, index) => [member.userId, index]));
    const originOf = (member: Client) => instanceOf(memberIndex.get(member.userId)!).origin;

    // messageId -> when each member's socket got its 'message.created' frame (ms, this clock).
    const arrivals = new Map<string, Map<string, number[]>>();
    const connectStarted = performance.now();
    const connect = (member: Client) =>
      new Promise<void>((resolve, reject) => {
        const socketUrl = `${originOf(member).replace('http', 'ws')}/api/realtime`;
        const socket = new WebSocket(socketUrl, {
          headers: { origin: APP_URL, cookie: member.cookie },
        });
        member.socket = socket;
        socket.on('message', (data) => {
          const at = performance.now();
          const frame = parseRealtimeFrame(data.toString());
          if (!frame) return;
          if (frame.event === 'realtime.ready') resolve();
          if (frame.event !== 'message.created') return;
          const { messageId } = frame.payload as { messageId: string };
          const byMember = arrivals.get(messageId) ?? new Map<string, number[]>();
          arrivals.set(messageId, byMember);
          byMember.set(member.userId, [...(byMember.get(member.userId) ?? []), at]);
        });
        socket.on('close', (code) => reject(new Error(`socket closed early: ${code}`)));
        socket.on('error', reject);
      });
    // Members come online CONNECT_BATCH at a time, as a crowd does, not all in one instant (a
    // thousand session checks at once wait longer than the database pool's acquire timeout).
    for (let first = 0; first < members.length; first += CONNECT_BATCH) {
      await Promise.all(members.slice(first, first + CONNECT_BATCH).map(connect));
    }
    const connectMs = performance.now() - connectStarted;

    const sent: { id: string; from: Client; to: Client; startedAt: number }[] = [];
    const send = async (index: number, record: boolean) => {
      // Round robin over members: every socket sees a few events a second at most, well under
      // the 10 per second a socket may carry, so this measures delivery, not the cap's queue.
      const from = members[(index * 7919) % clients]!;
      const to = members[from.peer]!;
      const startedAt = performance.now();
      const response = await fetch(`${originOf(from)}/api/messages/${to.profileId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: from.cookie, origin: APP_URL },
        body: JSON.stringify({ body: `bench message ${index}` }),
      });
      if (response.status !== 201) {
        throw new Error(`send failed: ${response.status} ${await response.text()}`);
      }
      const { id } = (await response.json()) as { id: string };
      if (record) sent.push({ id, from, to, startedAt });
    };
    const run = async (count: number, record: boolean) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, count) }, async () => {
          for (let index = next++; index < count; index = next++) await send(index, record);
        }),
      );
    };

    await run(warmupMessages, false);
    const sendStarted = performance.now();
    let profile: CpuProfile | null = null;
    if (profiling) {
      const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(instances[0]!.log())?.[1];
      if (!inspectorUrl) throw new Error('the first instance has no inspector');
      profile = await profileWhile(inspectorUrl, () => run(totalMessages, true));
    } else {
      await run(totalMessages, true);
    }
    const sendMs = performance.now() - sendStarted;

    // Give the last frames (to the receiver and the sender's own echo) a moment, then count.
    const deadline = performance.now() + 10_000;
    const delivered = () =>
      sent.filter((message) => {
        const byMember = arrivals.get(message.id);
        return byMember?.has(message.to.userId) && byMember.has(message.from.userId);
      });
    while (delivered().length < sent.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies: number[] = [];
    let lost = 0;
    let duplicates = 0;
    let echoLost = 0;
    for (const message of sent) {
      const byMember = arrivals.get(message.id);
      const atReceiver = byMember?.get(message.to.userId) ?? [];
      const atSender = byMember?.get(message.from.userId) ?? [];
      if (atReceiver.length === 0) lost += 1;
      else latencies.push(atReceiver[0]! - message.startedAt);
      if (atReceiver.length > 1 || atSender.length > 1) duplicates += 1;
      if (atSender.length === 0) echoLost += 1;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: 'realtime.connect',
        db: onPostgres ? 'postgres' : 'pglite',
        instances: instanceCount,
        clients,
        total_ms: round(connectMs),
      }),
    );
    console.log(
      JSON.stringify({
        bench: 'realtime.delivery',
        db: onPostgres ? 'postgres' : 'pglite',
        instances: instanceCount,
        clients,
        messages: sent.length,
        concurrency,
        messages_per_s: round((sent.length / sendMs) * 1000),
        p50_ms: round(percentile(latencies, 50)),
        p95_ms: round(percentile(latencies, 95)),
        p99_ms: round(percentile(latencies, 99)),
        max_ms: round(latencies.at(-1) ?? NaN),
        lost,
        duplicates,
        sender_echo_lost: echoLost,
        ...(profile && { server_cpu_percent: cpuShares(profile) }),
      }),
    );

    for (const member of members) member.socket?.terminate();
    if (lost > 0 || duplicates > 0) process.exitCode = 1;
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
