// `npm run bench -- teams`: p50/p95 of team recommendations (members for a project) and team
// matches (projects for a member), the real services and SQL, at 10k and 100k profiles with
// one project per ten founders (10k projects at 100k), on PGlite and on PostgreSQL. Settings as
// in bench/discovery.bench.ts (BENCH_SIZES, BENCH_RUNS, BENCH_DB, BENCH_DATABASE_URL).
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { createTeamMatching } from '../apps/server/src/features/projects';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { seedProjects } from './lib/seed-projects';
import { settings, type BenchDb } from './lib/settings';
import { summarize } from './lib/stats';

const { runs } = settings;
const warmup = 5;

const member = (n: number): SessionUser => ({
  id: `bench-${n}`,
  email: `founder${n}@bench.example`,
  name: 'x',
  emailVerified: true,
  role: 'user',
  profileId: null,
});

async function timed(run: (i: number) => Promise<number>) {
  let items = 0;
  for (let i = 0; i < warmup; i += 1) items = await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    items = await run(warmup + i);
    times.push(performance.now() - started);
  }
  return { items, times };
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const service = createTeamMatching(handle.db);
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
