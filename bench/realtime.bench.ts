// `npm run bench -- realtime`: message delivery with many members online. The real app (buildApp)
// on an in-memory PGlite listens on loopback; BENCH_CLIENTS members (default 1,000), each with a
// session and one WebSocket, are paired by accepted connections. Messages go through
// POST /api/messages/{profileId}; a message's latency is from the moment its POST was sent to the
// 'message.created' frame at the receiver's socket. Prints p50/p95/p99, and how many messages
// never reached the receiver or reached it twice (both must be 0).
// BENCH_MESSAGES (default 2,000) messages in all, BENCH_CONCURRENCY (default 4) in flight,
// BENCH_DATABASE_URL to run on PostgreSQL instead (a throwaway database is created and dropped).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { parseRealtimeFrame } from '@cofound/shared/realtime';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openBenchDatabase, seedOnlineMembers, type OnlineMember } from './lib/online-members';

const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const totalMessages = Number(process.env.BENCH_MESSAGES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const warmupMessages = 100;
const APP_URL = 'http://localhost:3000';
const AUTH_SECRET = randomBytes(32).toString('hex');

type Client = OnlineMember & { socket?: WebSocket };

/** The percentile p (0..100) of ascending `sorted`, nearest rank below. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const round = (ms: number) => Math.round(ms * 100) / 100;

async function main() {
  if (clients < 2 || clients % 2 !== 0) throw new Error('BENCH_CLIENTS must be an even number');
  const { handle, drop } = await openBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-realtime-'));
  try {
    await runMigrations(handle);
    const members: Client[] = await seedOnlineMembers(handle, clients, AUTH_SECRET);
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_URL,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
    });
    const app = await buildApp({ env, database: handle, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;

    // messageId -> when each member's socket got its 'message.created' frame (ms, this clock).
    const arrivals = new Map<string, Map<string, number[]>>();
    const connectStarted = performance.now();
    await Promise.all(
      members.map(
        (member) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
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
          }),
      ),
    );
    const connectMs = performance.now() - connectStarted;
    if (app.realtime.connectedCount() !== clients) {
      throw new Error(
        `expected ${clients} sockets, the app holds ${app.realtime.connectedCount()}`,
      );
    }

    const sent: { id: string; from: Client; to: Client; startedAt: number }[] = [];
    const send = async (index: number, record: boolean) => {
      // Round robin over members: every socket sees a few events a second at most, well under
      // the 10 per second a socket may carry, so this measures delivery, not the cap's queue.
      const from = members[(index * 7919) % clients]!;
      const to = members[from.peer]!;
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/api/messages/${to.profileId}`, {
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
    await run(totalMessages, true);
    const sendMs = performance.now() - sendStarted;

    // Give the last frames a moment, then count.
    const deadline = performance.now() + 10_000;
    const delivered = () =>
      sent.filter((message) => arrivals.get(message.id)?.has(message.to.userId));
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
        db: handle.kind,
        clients,
        total_ms: round(connectMs),
      }),
    );
    console.log(
      JSON.stringify({
        bench: 'realtime.delivery',
        db: handle.kind,
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
      }),
    );

    for (const member of members) member.socket?.terminate();
    await app.close();
    if (lost > 0 || duplicates > 0) process.exitCode = 1;
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
