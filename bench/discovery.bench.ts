// `npm run bench -- discovery`: p50/p95 of a Discover Co-Founders page (the real service and
// repository query) at 10k and 100k synthetic profiles, on PGlite and on PostgreSQL.
// PostgreSQL: BENCH_DATABASE_URL (a server where databases may be created), or else a throwaway
// server started with scripts/lib/postgres.sh and stopped at the end. BENCH_SIZES=10000,100000,
// BENCH_RUNS=50, BENCH_DB=pglite|postgres|both, BENCH_EXPLAIN=1 prints the plans to stderr.
import { discoverQuerySchema, type DiscoverQuery } from '@cofound/shared/discover/discover.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createDiscover } from '../apps/server/src/features/discover';
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
  if (explain && db === 'postgres') await printPlans(handle, viewer);
}

/** EXPLAIN ANALYZE of each scenario's SQL, captured from the pg driver, to stderr. */
async function printPlans(handle: DatabaseHandle, viewer: string) {
  if (handle.kind !== 'postgres') return;
  const captured: { text: string; values: unknown[] }[] = [];
  const original = handle.pool.query.bind(handle.pool);
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
  pool.query = (...args: unknown[]) => {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : config.text;
    const values = Array.isArray(args[1])
      ? args[1]
      : typeof config === 'object'
        ? config.values
        : [];
    if (text?.includes('page as (')) {
      captured.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  const service = createDiscover(handle.db);
  for (const scenario of scenarios) {
    captured.length = 0;
    await service.page(
      discoverQuerySchema.parse(scenario.query),
      scenario.signedIn ? viewer : null,
    );
    const [query] = captured;
    if (!query) continue;
    const result = await original(`explain (analyze, buffers off) ${query.text}`, query.values);
    console.error(
      `\n--- ${scenario.name}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  pool.query = original as unknown as (...args: unknown[]) => unknown;
}

await runBench({ seed: seedFounders, measure });
