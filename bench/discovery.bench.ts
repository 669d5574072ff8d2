// `npm run bench -- discovery`: p50/p95 of a Discover Co-Founders page (the real service and
// repository query) at 10k and 100k synthetic profiles, on PGlite and on PostgreSQL.
// PostgreSQL: BENCH_DATABASE_URL (a server where databases may be created), or else a throwaway
// server started with scripts/lib/postgres.sh and stopped at the end. BENCH_SIZES=10000,100000,
// BENCH_RUNS=50, BENCH_DB=pglite|postgres|both, BENCH_EXPLAIN=1 prints the plans to stderr.
// Also the writes Trending counts: a new connection and a new profile view, one statement each.
import { discoverQuerySchema, type DiscoverQuery } from '@cofound/shared/discover/discover.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createDiscover } from '../apps/server/src/features/discover';
import { printPlans } from './lib/explain';
import { runBench } from './lib/harness';
import { runMeasurer } from './lib/measure-runs';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { runSql } from './lib/sql';
import { summarize } from './lib/stats';

const { runs } = settings;
const warmup = 5;
const explain = process.env.BENCH_EXPLAIN === '1';

const scenarios: { name: string; query: Partial<DiscoverQuery>; signedIn: boolean }[] = [
  { name: 'top_rated', query: { sort: 'top_rated' }, signedIn: false },
  {
    name: 'industry_skills.top_rated',
    query: { industry: 'Technology', skills: ['Full-Stack Development'], sort: 'top_rated' },
    signedIn: true,
  },
  { name: 'search.recent', query: { q: 'data scien', sort: 'recent' }, signedIn: true },
  {
    name: 'filters.recent',
    query: {
      experience: '3-5',
      lookingFor: ['Technical Cofounder'],
      timeZone: 'Europe/London',
      sort: 'recent',
    },
    signedIn: true,
  },
  { name: 'trending', query: { sort: 'trending' }, signedIn: true },
  { name: 'name_search.top_rated', query: { q: 'lovelace', sort: 'top_rated' }, signedIn: false },
];

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const service = createDiscover(handle.db);
  const viewer = `bench-${Math.floor(profiles / 3)}`;
  for (const scenario of scenarios) {
    const query = discoverQuerySchema.parse(scenario.query);
    const page = () => service.page(query, scenario.signedIn ? viewer : null);
    let cards = 0;
    for (let i = 0; i < warmup; i += 1) cards = (await page()).items.length;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await page();
      times.push(performance.now() - started);
    }
    console.log(
      JSON.stringify({
        bench: `discovery.${scenario.name}`,
        profiles,
        db,
        cards,
        runs,
        ...summarize(times),
      }),
    );
  }
  if (explain) {
    const service = createDiscover(handle.db);
    await printPlans(
      handle,
      (text) => text.includes('page as ('),
      scenarios.map((scenario) => ({
        name: scenario.name,
        run: () =>
          service.page(
            discoverQuerySchema.parse(scenario.query),
            scenario.signedIn ? viewer : null,
          ),
      })),
    );
  }
}

/**
 * A connection request and a profile view as the app writes them, each in a transaction of its
 * own, between members the seed left apart (its pairs are n/2 and n/4 apart; a view is one per
 * viewer, profile and day).
 */
async function measureWrites(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const measureRuns = runMeasurer({ profiles, db, runs });
  const member = (i: number) => 1 + ((i * 7919) % (profiles - 3));
  await measureRuns('discovery.write.connection', (i) =>
    runSql(
      handle,
      `insert into connections (sender_id, receiver_id, status, origin)
       values ('bench-${member(i)}', 'bench-${member(i) + 3}', 'pending', 'request')`,
    ),
  );
  await measureRuns('discovery.write.profile_view', (i) =>
    runSql(
      handle,
      `insert into profile_views (profile_id, viewer_id, viewed_on)
       values (md5('p' || ${member(i) + 1})::uuid, 'bench-${member(i)}', current_date)
       on conflict do nothing`,
    ),
  );
}

await runBench({
  seed: seedFounders,
  measure: async (handle, db, profiles) => {
    await measure(handle, db, profiles);
    await measureWrites(handle, db, profiles);
  },
});
