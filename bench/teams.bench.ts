// `npm run bench -- teams`: p50/p95 of team recommendations (members for a project) and team
// matches (projects for a member), the real services and SQL, at 10k and 100k profiles with
// one project per ten founders (10k projects at 100k), on PGlite and on PostgreSQL, with the mean
// time of each repository query. Settings as in bench/discovery.bench.ts (BENCH_SIZES, BENCH_RUNS
// (300 here unless set), BENCH_DB, BENCH_DATABASE_URL). The founders are seeded with their last
// activity (seedFounders), so some are quiet or away: recommendations leave out away members and
// team matches the projects of away owners, and each catch-up of the project index also reads
// the projects of owners whose profile changed (docs/decisions/0033-stale-profiles-sink.md).
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createTeamMatching } from '../apps/server/src/features/projects';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { seedProjects } from './lib/seed-projects';
import { settings, type BenchDb } from './lib/settings';
import { summarize } from './lib/stats';

// Each run takes milliseconds: 300 of them make the p95 a figure, not a draw of the 3rd worst.
const runs = process.env.BENCH_RUNS ? settings.runs : 300;
const warmup = 5;

const member = (n: number): SessionUser => ({
  id: `bench-${n}`,
  email: `founder${n}@bench.example`,
  name: 'x',
  emailVerified: true,
  role: 'user',
  profileId: null,
  plan: 'free',
});

async function timed(run: (i: number) => Promise<number>) {
  let items = 0;
  for (let i = 0; i < warmup; i += 1) items = await run(i);
  const times: number[] = [];
  recording = true;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    items = await run(warmup + i);
    times.push(performance.now() - started);
  }
  recording = false;
  return { items, times, queries: breakdown(runs) };
}

/** Milliseconds spent in each repository query during the timed runs, by query name. */
const spent = new Map<string, number[]>();
let recording = false;

/** The repository with every query timed while `recording`. */
function timedQueries<R extends object>(repository: R): R {
  return new Proxy(repository, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || typeof name !== 'string' || name === 'transaction') {
        return value;
      }
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          if (recording) spent.set(name, [...(spent.get(name) ?? []), performance.now() - started]);
        }
      };
    },
  });
}

/** Per query of the last timed figure: calls per run and mean milliseconds per run. */
function breakdown(runsTimed: number) {
  const result = Object.fromEntries(
    [...spent].map(([name, times]) => [
      name,
      {
        calls: Math.round((times.length / runsTimed) * 10) / 10,
        ms: Math.round((times.reduce((sum, t) => sum + t, 0) / runsTimed) * 100) / 100,
      },
    ]),
  );
  spent.clear();
  return result;
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const service = createTeamMatching(handle.db, timedQueries);
  const projects = profiles / 10;
  // Owners of projects g are bench-(1 + 7g mod n); project ids are md5('project' || g).
  const projectOf = (i: number) => {
    const g = 1 + ((i * 37) % projects);
    return { owner: member(1 + ((g * 7) % profiles)), g };
  };
  const idOf = async (g: number) => {
    const result = await handle.db.execute(`select md5('project' || ${g})::uuid as id` as never);
    return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  };
  const ids = new Map<number, string>();
  for (let i = 0; i < warmup + runs; i += 1) {
    const { g } = projectOf(i);
    if (!ids.has(g)) ids.set(g, await idOf(g));
  }
  const recommendations = await timed(async (i) => {
    const { owner, g } = projectOf(i);
    return (await service.recommendations(owner, ids.get(g)!)).items.length;
  });
  const matches = await timed(
    async (i) =>
      (await service.matches(member(2 + ((i * 101) % profiles)), { minScore: 0 })).items.length,
  );
  for (const [name, figure] of [
    ['recommendations', recommendations],
    ['matches', matches],
  ] as const) {
    console.log(
      JSON.stringify({
        bench: `teams.${name}`,
        profiles,
        projects,
        db,
        items: figure.items,
        runs,
        ...summarize(figure.times),
        queries: figure.queries,
      }),
    );
  }
}

await runBench({
  seed: async (handle, profiles) => {
    await seedFounders(handle, profiles);
    await seedProjects(handle, profiles, profiles / 10);
  },
  measure,
});
