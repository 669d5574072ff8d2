// `npm run bench -- realtime`: message delivery with many members online. The real app (buildApp)
// on an in-memory PGlite listens on loopback; BENCH_CLIENTS members (default 1,000), each with a
// session and one WebSocket, are paired by accepted connections. Messages go through
// POST /api/messages/{profileId}; a message's latency is from the moment its POST was sent to the
// 'message.created' frame at the receiver's socket. Prints p50/p95/p99, and how many messages
// never reached the receiver or reached it twice (both must be 0).
// BENCH_MESSAGES (default 2,000) messages in all, BENCH_CONCURRENCY (default 4) in flight,
// BENCH_DATABASE_URL to run on PostgreSQL instead (a throwaway database is created and dropped).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { parseRealtimeFrame } from '@cofound/shared/realtime';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { createPglite, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';

const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const totalMessages = Number(process.env.BENCH_MESSAGES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const warmupMessages = 100;
const APP_URL = 'http://localhost:3000';
const AUTH_SECRET = randomBytes(32).toString('hex');

type Client = {
  userId: string;
  profileId: string;
  cookie: string;
  peer: number;
  socket?: WebSocket;
};

/** The percentile p (0..100) of ascending `sorted`, nearest rank below. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const round = (ms: number) => Math.round(ms * 100) / 100;

/** better-auth's session cookie for a token: the token, '.', its HMAC-SHA256 under the secret. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const pglite = createPglite();
    const handle = await openDatabase({ kind: 'pglite', pglite });
    return { handle, drop: () => handle.close() };
  }
  const name = `cofound_bench_rt_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: target.toString(),
    maxConnections: 20,
  });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Members, profiles, sessions and accepted connections (client 2k with 2k+1), straight in SQL. */
async function seed(handle: DatabaseHandle): Promise<Client[]> {
  const { db } = handle;
  const userId = (i: number) => `bench-rt-${i}`;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-rt-' || i, 'Member ' || i, 'bench-rt-' || i || '@bench.example', true, now(), now()
    from generate_series(0, ${clients - 1}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, name, email, title, referral_code)
    select 'bench-rt-' || i, 'Member ' || i, 'bench-rt-' || i || '@bench.example', 'Founder',
           'RT' || lpad(i::text, 8, '0')
    from generate_series(0, ${clients - 1}) as i`);
  await db.execute(sql`
    insert into connections (sender_id, receiver_id, status)
    select 'bench-rt-' || i, 'bench-rt-' || (i + 1), 'accepted'
    from generate_series(0, ${clients - 2}, 2) as i`);
  const tokens = Array.from({ length: clients }, () => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
    select gen_random_uuid()::text, token, 'bench-rt-' || (ordinality - 1),
           now() + interval '30 days', now(), now()
    from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) with ordinality as t(token)`);
  const result = await db.execute(
    sql`select user_id, id from profiles where user_id like 'bench-rt-%'`,
  );
  const profileOf = new Map(
    (result as unknown as { rows: { user_id: string; id: string }[] }).rows.map((row) => [
      row.user_id,
      row.id,
    ]),
  );
  return tokens.map((token, i) => ({
    userId: userId(i),
    profileId: profileOf.get(userId(i))!,
    cookie: sessionCookie(token),
    peer: i % 2 === 0 ? i + 1 : i - 1,
  }));
}

async function main() {
  if (clients < 2 || clients % 2 !== 0) throw new Error('BENCH_CLIENTS must be an even number');
  const { handle, drop } = await openBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-realtime-'));
  try {
    await runMigrations(handle);
    const members = await seed(handle);
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
        headers: { 'content-type': 'application/json', cookie: from.cookie, origin: baseUrl },
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
