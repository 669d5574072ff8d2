// `npm run bench -- rolling-restart`: two instances of the real server on one PostgreSQL, 1,000
// members online (BENCH_CLIENTS) spread over both, messages flowing between connected pairs,
// while each instance in turn gets SIGTERM and is started again. A socket closed by a restart
// reconnects to the other instance and, on 'realtime.ready', refetches its conversation, as the
// web app does. Prints how many acknowledged messages never reached their receiver (must be 0)
// and how many arrived live versus by the refetch. Needs PostgreSQL (BENCH_DATABASE_URL, or a
// throwaway server is started).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { parseRealtimeFrame } from '@cofound/shared/realtime';
import { runMigrations } from '../apps/server/src/db/migrate';
import {
  startServerProcess,
  freePort,
  waitUntilServing,
  type ServerProcess,
} from '../apps/server/src/test/fault/server-process';
import { openBenchDatabase, seedOnlineMembers, type OnlineMember } from './lib/online-members';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const AUTH_SECRET = randomBytes(32).toString('hex');
const APP_URL = 'http://localhost:3000';

type Client = OnlineMember & { known: Set<string>; live: Set<string>; socket?: WebSocket };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const server = process.env.BENCH_DATABASE_URL ? null : startThrowawayPostgres();
  if (server) process.env.BENCH_DATABASE_URL = server.url;
  const { handle, drop } = await openBenchDatabase();
  if (handle.kind !== 'postgres') throw new Error('rolling restarts need PostgreSQL');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-rolling-'));
  const instances: ServerProcess[] = [];
  try {
    await runMigrations(handle);
    const members: Client[] = (await seedOnlineMembers(handle, clients, AUTH_SECRET)).map(
      (member) => ({ ...member, known: new Set<string>(), live: new Set<string>() }),
    );
    const ports = [await freePort(), await freePort()];
    const start = (index: number) =>
      startServerProcess(ports[index]!, {
        DATABASE_URL: handle.connectionString,
        DATA_DIR: path.join(scratch, String(index)),
        AUTH_SECRET,
        APP_URL,
        RATE_LIMIT_PER_MINUTE: '100000000',
      });
    instances.push(start(0), start(1));
    await Promise.all(instances.map((instance) => waitUntilServing(instance)));
    const up = [true, true];
    const baseOf = (index: number) => `http://127.0.0.1:${ports[index]}`;
    const anyUp = (preferred: number) => (up[preferred] ? preferred : 1 - preferred);

    const refetch = async (client: Client, at: number) => {
      const peer = members[client.peer]!;
      const response = await fetch(`${baseOf(at)}/api/messages/${peer.profileId}?limit=100`, {
        headers: { cookie: client.cookie },
      }).catch(() => null);
      if (!response?.ok) return;
      const page = (await response.json()) as { items: { id: string }[] };
      for (const item of page.items) client.known.add(item.id);
    };
    let stopped = false;
    const connect = (client: Client, preferred: number) => {
      const at = anyUp(preferred);
      const socket = new WebSocket(`ws://127.0.0.1:${ports[at]}/api/realtime`, {
        headers: { origin: APP_URL, cookie: client.cookie },
      });
      client.socket = socket;
      socket.on('message', (data) => {
        const frame = parseRealtimeFrame(data.toString());
        if (frame?.event === 'realtime.ready') void refetch(client, at);
        if (frame?.event === 'message.created') {
          const { messageId } = frame.payload as { messageId: string };
          client.known.add(messageId);
          client.live.add(messageId);
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!stopped) setTimeout(() => connect(client, 1 - at), 50 + Math.random() * 200);
      });
    };
    members.forEach((client, index) => connect(client, index % 2));
    await delay(3_000);

    const acknowledged: { id: string; to: Client }[] = [];
    const sender = async (lane: number) => {
      for (let n = lane; !stopped; n += 4) {
        const from = members[(n * 7919) % clients]!;
        const to = members[from.peer]!;
        const at = anyUp(n % 2);
        const response = await fetch(`${baseOf(at)}/api/messages/${to.profileId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: from.cookie, origin: APP_URL },
          body: JSON.stringify({ body: `rolling ${n}` }),
        }).catch(() => null);
        if (response?.status === 201) {
          acknowledged.push({ id: ((await response.json()) as { id: string }).id, to });
        }
        await delay(10);
      }
    };
    const senders = [0, 1, 2, 3].map(sender);

    const restartTimes: number[] = [];
    for (const index of [0, 1]) {
      await delay(3_000);
      const startedAt = Date.now();
      up[index] = false;
      instances[index]!.child.kill('SIGTERM');
      await instances[index]!.exited;
      instances[index] = start(index);
      await waitUntilServing(instances[index]!);
      up[index] = true;
      restartTimes.push(Date.now() - startedAt);
    }
    await delay(3_000);
    stopped = true;
    await Promise.all(senders);
    await delay(3_000);
    const lost = acknowledged.filter(({ id, to }) => !to.known.has(id));
    const live = acknowledged.filter(({ id, to }) => to.live.has(id)).length;
    console.log(
      JSON.stringify({
        bench: 'rolling-restart',
        db: 'postgres',
        clients,
        instances: 2,
        acknowledged: acknowledged.length,
        lost: lost.length,
        delivered_live: live,
        recovered_by_refetch: acknowledged.length - lost.length - live,
        restart_ms: restartTimes,
      }),
    );
    for (const member of members) member.socket?.terminate();
    if (lost.length > 0) process.exitCode = 1;
  } finally {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await drop();
    fs.rmSync(scratch, { recursive: true, force: true });
    server?.stop();
  }
}

await main();
