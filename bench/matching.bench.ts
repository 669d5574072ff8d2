// `npm run bench -- matching`: p50/p95 of one top-20 match recommendation request at
// 10k and 100k synthetic profiles, on PGlite and on PostgreSQL; first through the matching
// service itself (via "service"), then through the real app over HTTP (via "http"). Each figure
// rotates over 50 viewers, each with ~200 match decisions (see matching/seed-decisions.ts). The
// first request of each, which waits for the in-memory match index to load, is printed on its
// own as matching.index_load. Every answer is compared with a brute-force reference ranking
// (matching.reference_check); any mismatch fails the run. Settings as in discovery.bench.ts:
// BENCH_SIZES, BENCH_RUNS, BENCH_DB and BENCH_DATABASE_URL.
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createMatching } from '../apps/server/src/features/matching';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { roundMs, summarize, timed } from './lib/stats';
import { buildHttpApp, signInViewers } from './matching/http-app';
import type { Ranking } from './matching/reference';
import { createReferenceCheck, type ReferenceCheck } from './matching/reference-check';
import { scenarios, type Scenario } from './matching/scenarios';
import { seedDecisions } from './matching/seed-decisions';
import { loadViewers, sessionUser, type Viewer } from './matching/viewers';

const { runs } = settings;
const warmup = 5;
let mismatches = 0;

type Via = 'service' | 'http';
/** One recommendations request as `viewer`, answering the ranked ids and scores. */
type Ask = (viewer: Viewer, scenario: Scenario) => Promise<Ranking>;
type Run = { db: BenchDb; profiles: number; viewers: Viewer[]; check: ReferenceCheck };

const rankingOf = (items: { id: string; score: number }[]): Ranking =>
  items.map(({ id, score }) => ({ id, score }));

async function measureVia(via: Via, ask: Ask, { db, profiles, viewers, check }: Run) {
  const askChecked = async (viewer: Viewer, scenario: Scenario) => {
    const { result, ms } = await timed(() => ask(viewer, scenario));
    await check.check(viewer.userId, scenario, via, result);
    return { cards: result.length, ms };
  };
  const first = await askChecked(viewers[0]!, scenarios[0]!);
  console.log(
    JSON.stringify({ bench: 'matching.index_load', profiles, db, via, ms: roundMs(first.ms) }),
  );
  for (const scenario of scenarios) {
    for (let i = 0; i < warmup; i += 1) await askChecked(viewers[i % viewers.length]!, scenario);
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
  }
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const run: Run = {
    db,
    profiles,
    viewers: await loadViewers(handle, profiles),
    check: createReferenceCheck(handle),
  };
  const service = createMatching({
    db: handle.db,
    realtime: { publish: async () => undefined },
    log: { error: (object, message) => console.error(message, object) },
  });
  await measureVia(
    'service',
    async (viewer, scenario) =>
      rankingOf((await service.recommendations(sessionUser(viewer), scenario.query)).items),
    run,
  );

  // The app starts loading its index when it listens: the first request right after waits for it.
  const http = await buildHttpApp(handle);
  try {
    const cookies = await signInViewers(handle, http.app, run.viewers);
    const baseUrl = await http.listen();
    await measureVia(
      'http',
      async (viewer, scenario) => {
        const response = await fetch(`${baseUrl}/api/matching/recommendations?${scenario.search}`, {
          headers: { cookie: cookies.get(viewer.userId)! },
        });
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        return rankingOf(((await response.json()) as { items: Ranking }).items);
      },
      run,
    );
  } finally {
    await http.close();
  }
  mismatches += run.check.report(db, profiles);
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
