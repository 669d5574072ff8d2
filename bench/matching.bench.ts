// `npm run bench -- matching`: p50/p95 of one top-20 match recommendation request at
// 10k and 100k synthetic profiles, on PGlite and on PostgreSQL; first through the matching
// service itself (via "service"), then through the real app over HTTP (via "http"). Each figure
// rotates over 50 viewers, each with ~200 match decisions (see matching/seed-decisions.ts).
// - matching.index_load: the first request of each, which waits for the in-memory match index
//   to load, with the index's load time, its typed arrays' bytes and the process's memory
//   growth across the load.
// - matching.top20_breakdown (service): where a request's time went: reads (viewer, exclusions
//   and the index's catch-up, side by side), the index's ranking, and the cards' hydration.
// - matching.restart: the app started again on the data directory the first app saved its
//   index's snapshot in (on close); the first request waits for the restore, the next 30 run
//   beside the check of the snapshot against the database, and check_done_ms says when that
//   check ended (the app's cofound_match_index_checked metric).
// - matching.write_visible: how long after a profile write its effect shows in the rankings of an
//   index that did not make the write (matching/write-visibility.ts).
// Every answer is compared with a brute-force reference ranking (matching.reference_check); any
// mismatch fails the run; every reference is computed before anything is timed
// (matching.references). Settings as in discovery.bench.ts: BENCH_SIZES, BENCH_RUNS, BENCH_DB
// and BENCH_DATABASE_URL; BENCH_VIEWERS (default 50) members to ask as.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import {
  createMatching,
  SNAPSHOT_FILE,
  type DeckTimings,
} from '../apps/server/src/features/matching';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { roundMs, summarize, timed } from './lib/stats';
import { buildHttpApp, signInViewers } from './matching/http-app';
import { memoryGrowth, sampleMemory } from './matching/memory';
import type { Ranking } from './matching/reference';
import { createReferenceCheck, type ReferenceCheck } from './matching/reference-check';
import { scenarios, type Scenario } from './matching/scenarios';
import { seedDecisions } from './matching/seed-decisions';
import { activateViewers, loadViewers, sessionUser, type Viewer } from './matching/viewers';
import { measureWriteVisibility } from './matching/write-visibility';

const { runs } = settings;
const warmup = 5;
let mismatches = 0;

type Via = 'service' | 'http';
/** One recommendations request as `viewer`, answering the ranked ids and scores. */
type Ask = (viewer: Viewer, scenario: Scenario) => Promise<Ranking>;
type Run = { db: BenchDb; profiles: number; viewers: Viewer[]; check: ReferenceCheck };
/** What a phase adds to its lines: after the first request, and after each scenario's runs. */
type Extras = {
  afterLoad: () => Record<string, unknown>;
  /** Waited for after the first request, before any timed one. */
  settle?: () => Promise<void>;
  beforeRuns: () => void;
  afterRuns: (scenario: Scenario) => void;
};
const noExtras: Extras = { afterLoad: () => ({}), beforeRuns: () => {}, afterRuns: () => {} };

const rankingOf = (items: { id: string; score: number }[]): Ranking =>
  items.map(({ id, score }) => ({ id, score }));

async function measureVia(
  via: Via,
  ask: Ask,
  { db, profiles, viewers, check }: Run,
  extras: Extras = noExtras,
) {
  const askChecked = async (viewer: Viewer, scenario: Scenario) => {
    const { result, ms } = await timed(() => ask(viewer, scenario));
    await check.check(viewer.userId, scenario, via, result);
    return { cards: result.length, ms };
  };
  // Memory is sampled before the first answer is checked: the check loads the reference's copy.
  const before = sampleMemory();
  const first = await timed(() => ask(viewers[0]!, scenarios[0]!));
  const growth = memoryGrowth(before);
  await check.check(viewers[0]!.userId, scenarios[0]!, via, first.result);
  await extras.settle?.();
  console.log(
    JSON.stringify({
      bench: 'matching.index_load',
      profiles,
      db,
      via,
      ms: roundMs(first.ms),
      ...extras.afterLoad(),
      ...growth,
    }),
  );
  for (const scenario of scenarios) {
    for (let i = 0; i < warmup; i += 1) await askChecked(viewers[i % viewers.length]!, scenario);
    extras.beforeRuns();
    const times: number[] = [];
    let cards = 0;
    for (let i = 0; i < runs; i += 1) {
      const answer = await askChecked(viewers[i % viewers.length]!, scenario);
      times.push(answer.ms);
      cards = answer.cards;
    }
    console.log(
      JSON.stringify({
        bench: 'matching.top20',
        scenario: scenario.name,
        via,
        profiles,
        db,
        viewers: Math.min(runs, viewers.length),
        cards,
        runs,
        ...summarize(times),
      }),
    );
    extras.afterRuns(scenario);
  }
}

/** Through the service itself, with each request's time split by where it went. */
async function measureService(run: Run, handle: DatabaseHandle) {
  const timings: DeckTimings[] = [];
  const service = createMatching({
    db: handle.db,
    realtime: { publish: async () => undefined },
    log: { error: (object, message) => console.error(message, object) },
    onDeckTimings: (deck) => timings.push(deck),
  });
  const part = (pick: (deck: DeckTimings) => number) => summarize(timings.map(pick));
  const rank = async (viewer: Viewer, scenario: Scenario) =>
    rankingOf((await service.recommendations(sessionUser(viewer), scenario.query)).items);
  await measureVia('service', rank, run, {
    afterLoad: () => {
      const { loadMs, loadReadMs, profiles, bytes } = service.indexStatus();
      return {
        load_ms: roundMs(loadMs),
        load_read_ms: roundMs(loadReadMs),
        indexed: profiles,
        index_mb: Math.round(bytes / 1e5) / 10,
      };
    },
    beforeRuns: () => (timings.length = 0),
    afterRuns: (scenario) =>
      console.log(
        JSON.stringify({
          bench: 'matching.top20_breakdown',
          scenario: scenario.name,
          profiles: run.profiles,
          db: run.db,
          runs: timings.length,
          reads: part((deck) => deck.readsMs),
          rank: part((deck) => deck.rankMs),
          cards: part((deck) => deck.cardsMs),
        }),
      ),
  });
  await measureWriteVisibility(handle, run, (viewer) => rank(viewer, scenarios[0]!));
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const viewers = await loadViewers(handle, profiles);
  await activateViewers(handle, viewers);
  const run: Run = { db, profiles, viewers, check: createReferenceCheck(handle) };
  const referencesStarted = performance.now();
  await run.check.prepare(
    run.viewers.map((viewer) => viewer.userId),
    scenarios,
  );
  console.log(
    JSON.stringify({
      bench: 'matching.references',
      profiles,
      db,
      ms: roundMs(performance.now() - referencesStarted),
    }),
  );
  // Its own function: the service's index can be collected before the app loads another.
  await measureService(run, handle);

  // The app starts loading its index when it listens: the first request right after waits for it.
  // One data directory and secret for both apps: the second is a restart of the first.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-matching-'));
  const env = { AUTH_SECRET: randomBytes(32).toString('hex') };
  try {
    const http = await buildHttpApp(handle, env, { dataDir });
    let cookies: Map<string, string>;
    try {
      cookies = await signInViewers(handle, http.app, run.viewers);
      // The app's first round of periodic jobs runs beside the first requests: at a million
      // founders the mail digest alone writes about a thousand mails, which is the job's load,
      // not the deck's. It is waited for (the next rounds find nothing due) before timing.
      await measureVia('http', askOver(await http.listen(), cookies), run, {
        ...noExtras,
        settle: () => http.app.jobs.tick(),
      });
    } finally {
      // Closing saves the index's snapshot in the data directory.
      await http.close();
    }
    await measureRestart(handle, run, env, dataDir, cookies);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  mismatches += run.check.report(db, profiles);
}

/** A recommendations request over HTTP as the viewer (cookies by user id). */
function askOver(baseUrl: string, cookies: Map<string, string>): Ask {
  return async (viewer, scenario) => {
    const response = await fetch(`${baseUrl}/api/matching/recommendations?${scenario.search}`, {
      headers: { cookie: cookies.get(viewer.userId)! },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return rankingOf(((await response.json()) as { items: Ranking }).items);
  };
}

/** When the app's metrics first say its match index is checked against the database. */
async function indexCheckedAt(origin: string, token: string): Promise<number> {
  for (;;) {
    const answer = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (/^cofound_match_index_checked 1$/m.test(await answer.text())) return performance.now();
    await delay(20);
  }
}

/**
 * The app started again on the data directory the first one saved its index's snapshot in:
 * matching.restart gives the first request (which waits for the restore and its catch-up) and
 * p50/p95 of the next ones, while the full read behind the snapshot runs.
 */
async function measureRestart(
  handle: DatabaseHandle,
  run: Run,
  env: Record<string, string>,
  dataDir: string,
  cookies: Map<string, string>,
) {
  const snapshotBytes = fs.statSync(path.join(dataDir, SNAPSHOT_FILE)).size;
  const metricsToken = randomBytes(16).toString('hex');
  const restarted = await buildHttpApp(
    handle,
    { ...env, METRICS_TOKEN: metricsToken },
    { dataDir },
  );
  try {
    const started = performance.now();
    const origin = await restarted.listen();
    const ask = askOver(origin, cookies);
    const askChecked = async (viewer: Viewer) => {
      const { result, ms } = await timed(() => ask(viewer, scenarios[0]!));
      await run.check.check(viewer.userId, scenarios[0]!, 'restart', result);
      return ms;
    };
    const first = await askChecked(run.viewers[0]!);
    const times: number[] = [];
    for (let i = 1; i <= 30; i += 1)
      times.push(await askChecked(run.viewers[i % run.viewers.length]!));
    const checkMs = (await indexCheckedAt(origin, metricsToken)) - started;
    console.log(
      JSON.stringify({
        bench: 'matching.restart',
        profiles: run.profiles,
        db: run.db,
        snapshot_mb: Math.round(snapshotBytes / 1e5) / 10,
        first_request_ms: roundMs(first),
        next_30: summarize(times),
        // How long after the start the background check of the snapshot against the database
        // took to finish (the 30 requests above ran beside it while it lasted).
        check_done_ms: roundMs(checkMs),
      }),
    );
  } finally {
    await restarted.close();
  }
}

await runBench({
  seed: async (handle, profiles) => {
    await seedFounders(handle, profiles);
    await seedDecisions(handle, profiles);
  },
  measure,
});
if (mismatches > 0) {
  console.error(`${mismatches} answers differ from the reference ranking`);
  process.exitCode = 1;
}
