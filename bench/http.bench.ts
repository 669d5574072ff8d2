// `npm run bench -- http`: requests per second and latency of the real server under 50
// concurrent connections, on the demo community (the 300 founders and demo accounts `npm start`
// seeds), with the load generator on the same machine. The server runs as `npm start` runs it,
// in a process of its own, logging requests at info to a discarded stdout; the API rate limit is
// raised so the load is not refused, and sign-ins come from a different client address each
// (TRUST_PROXY and X-Forwarded-For) so their own per-address limit does not refuse them either.
// Requests are signed in as the demo member and accept compressed answers, as a browser's are.
// For each endpoint: BENCH_SECONDS (10) of load after 2 s of warm-up, printed as requests/s, p50
// and p99 and errors (must be 0), with the CPU each request cost the server, PostgreSQL's
// processes and the load generator (bench/lib/process-cpu.ts) and the requests/s the cores could
// serve at that cost; then BENCH_PROFILE_SECONDS (5) more under the server's CPU
// profiler, printed as the share of the server's busy time per category (bench/lib/cpu-profile.ts).
// BENCH_PROFILE_DIR keeps each raw profile there (<db>-<endpoint>.cpuprofile, for DevTools).
// BENCH_DB: pglite, postgres or both; BENCH_DATABASE_URL: a PostgreSQL server where a
// throwaway database is created (else one is started, when PostgreSQL is installed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { demoCredentials, seedDemoCommunity } from '../apps/server/src/db/seed';
import { addOneMonth, premiumStateOf } from '../apps/server/src/features/billing';
import { recalculateAll } from '../apps/server/src/features/reputation';
import { createLocalStorage } from '../apps/server/src/storage';
import {
  freePort,
  startServerProcess,
  waitUntilServing,
} from '../apps/server/src/test/fault/server-process';
import { cpuShares, profileWhile } from './lib/cpu-profile';
import { startCpuCount } from './lib/process-cpu';
import { runLoad, type LoadRequest } from './http/load';
import { settings, type BenchDb } from './lib/settings';
import { startThrowawayPostgres } from './lib/throwaway-postgres';
import { signInDemoMember } from './lib/demo-sign-in';

const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const profileSeconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 5);
/** The product's goals on this setup (requests/s, and p99 in ms); sign-in has none. */
const goals: Record<string, { requests_per_s: number; p99_ms: number } | undefined> = {
  discover: { requests_per_s: 1000, p99_ms: 100 },
  recommendations: { requests_per_s: 500, p99_ms: 100 },
};

type Server = { origin: string; inspectorUrl: string; pid: number };

/**
 * The server as `npm start` runs it (development settings, requests logged at info), the rate
 * limit raised and loopback trusted as a proxy; its inspector open for the profiles.
 */
async function withServer(env: Record<string, string>, work: (server: Server) => Promise<void>) {
  const server = startServerProcess(
    await freePort(),
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    { nodeArgs: ['--inspect=127.0.0.1:0'], discardStdout: true },
  );
  try {
    await waitUntilServing(server, 300_000);
    const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(server.log())?.[1];
    if (!inspectorUrl) throw new Error(`no inspector:\n${server.log()}`);
    await work({ origin: server.origin, inspectorUrl, pid: server.child.pid! });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

let addressCounter = 0;
/** A different client address for each request, in 10.0.0.0/8. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function requestsFor(origin: string): Promise<Record<string, LoadRequest>> {
  const cookie = await signInDemoMember(origin);
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const discover = (await (
    await fetch(`${origin}/api/discover`, { headers: { cookie } })
  ).json()) as { items: { id: string }[] };
  const someone = discover.items[0]?.id;
  if (!someone) throw new Error('the demo community shows nobody on Discover');
  return {
    discover: { method: 'GET', path: '/api/discover', headers },
    recommendations: { method: 'GET', path: '/api/matching/recommendations', headers },
    profile: { method: 'GET', path: `/api/profiles/${someone}`, headers },
    sign_in: {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(demoCredentials.member),
      perRequestHeaders: () => ({ 'x-forwarded-for': nextAddress() }),
    },
  };
}

async function measure(db: BenchDb, server: Server) {
  for (const [endpoint, request] of Object.entries(await requestsFor(server.origin))) {
    await runLoad(server.origin, request, { connections: CONNECTIONS, durationMs: 2_000 });
    const cpu = startCpuCount(server.pid);
    const result = await runLoad(server.origin, request, {
      connections: CONNECTIONS,
      durationMs: seconds * 1000,
    });
    const cpuMs = cpu.stop(result.requests);
    const cpuMsTotal = cpuMs.server + cpuMs.database + cpuMs.load_generator;
    const profile = await profileWhile(server.inspectorUrl, async () => {
      await runLoad(server.origin, request, {
        connections: CONNECTIONS,
        durationMs: profileSeconds * 1000,
      });
    });
    if (process.env.BENCH_PROFILE_DIR) {
      const file = path.join(process.env.BENCH_PROFILE_DIR, `${db}-${endpoint}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
    }
    const goal = goals[endpoint];
    console.log(
      JSON.stringify({
        bench: 'http',
        endpoint,
        db,
        connections: CONNECTIONS,
        seconds,
        ...result,
        ...(goal && {
          goal,
          meets_goal: result.requests_per_s >= goal.requests_per_s && result.p99_ms <= goal.p99_ms,
        }),
        cpu_ms_per_request: cpuMs,
        // What the machine's cores could serve if CPU were all a request needs.
        cpu_bound_requests_per_s: Math.round((os.availableParallelism() * 1000) / cpuMsTotal),
        server_cpu_percent: cpuShares(profile),
      }),
    );
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-http-'));
  try {
    await withServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, (server) =>
      measure('pglite', server),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo community seeded into a database of its own on `serverUrl`, dropped afterwards. */
async function onPostgres(serverUrl: string) {
  const name = `cofound_bench_http_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-http-'));
  try {
    const database = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
    try {
      await runMigrations(database);
      await seedDemoCommunity(database.db, {
        log: { info: () => undefined },
        recalculateReputation: recalculateAll,
        billing: { addOneMonth, premiumStateOf },
        storage: createLocalStorage(path.join(dataDir, 'uploads')),
      });
    } finally {
      await database.close();
    }
    await withServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, (server) =>
      measure('postgres', server),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (settings.which !== 'postgres') await onPglite();
if (settings.which !== 'pglite') {
  const given = settings.databaseUrl;
  const server = given ? { url: given, stop: () => undefined } : startThrowawayPostgres();
  if (server) {
    try {
      await onPostgres(server.url);
    } finally {
      server.stop();
    }
  }
}
