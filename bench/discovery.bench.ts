// `npm run bench -- discovery`: p50/p95 of a Discover Co-Founders page (the real service and
// repository query) at 10k and 100k synthetic profiles, on PGlite and on PostgreSQL.
// PostgreSQL: BENCH_DATABASE_URL (a server where databases may be created), or else a throwaway
// server started with scripts/lib/postgres.sh and stopped at the end. BENCH_SIZES=10000,100000,
// BENCH_RUNS=50, BENCH_DB=pglite|postgres|both, BENCH_EXPLAIN=1 prints the plans to stderr.
import { discoverQuerySchema, type DiscoverQuery } from '@cofound/shared/discover/discover.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createDiscover } from '../apps/server/src/features/discover';
import { printPlans } from './lib/explain';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
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

await runBench({ seed: seedFounders, measure });
