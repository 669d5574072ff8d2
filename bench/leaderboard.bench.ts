// `npm run bench -- leaderboard`: p50/p95 of the weekly, monthly and all-time top 10 through the
// leaderboard service, with 50 ledger rows per member (5,000,000 at 100,000 members) spread over
// the last 365 days, most of them earned by few members; 1% each suspended, banned and admins,
// and a viewer with blocks both ways among the leaders. On PGlite and on PostgreSQL, as
// bench/discovery.bench.ts describes (BENCH_SIZES, BENCH_RUNS, BENCH_DB, BENCH_DATABASE_URL);
// BENCH_LEDGER_PER_MEMBER changes the 50, BENCH_EXPLAIN=1 prints the PostgreSQL plans.
import type { LeaderboardTimeframe } from '@cofound/shared/reputation/leaderboard.schemas';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import {
  createLeaderboardRepository,
  createLeaderboardService,
} from '../apps/server/src/features/reputation';
import { printPlans } from './lib/explain';
import { runBench, stage } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { runSql } from './lib/sql';
import { summarize } from './lib/stats';

const { runs } = settings;
const warmup = 5;
const explain = process.env.BENCH_EXPLAIN === '1';
const perMember = Number(process.env.BENCH_LEDGER_PER_MEMBER ?? 50);
const timeframes: LeaderboardTimeframe[] = ['weekly', 'monthly', 'all-time'];
const batch = 500_000;

/** The member whose board is measured. */
const viewerOf = (profiles: number) => `bench-${Math.floor(profiles / 3)}`;

async function seed(handle: DatabaseHandle, profiles: number) {
  const db = handle.kind;
  const run = (statement: string) => runSql(handle, statement);
  let started = performance.now();
  await seedFounders(handle, profiles);
  stage(db, `${profiles} founders`, started);
  await run(`update profiles set role = 'admin' where substr(user_id, 7)::int % 100 = 2`);

  // The ledger: a member drawn with power 3 (low numbers earn most), one of the three kinds of
  // award, a moment in the last 365 days.
  started = performance.now();
  const rows = profiles * perMember;
  // Bulk load: the ledger's two secondary indexes are built once afterwards, as the migration
  // defines them, instead of row by row.
  await run(`drop index reputation_events_profile_idx`);
  await run(`drop index reputation_events_occurred_idx`);
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await run(`
      insert into reputation_events (profile_id, component, reason, points, occurred_at)
      select md5('p' || (1 + floor(power(random() + 0 * g, 3) * ${profiles}))::int)::uuid,
             (array['connection', 'endorsement', 'activity'])[k],
             (array['connection', 'endorsement', 'message'])[k],
             (array[10, 5, 3])[k],
             now() - (random() + 0 * g) * 365 * interval '1 day'
        from (select g, 1 + floor(random() * 3 + 0 * g)::int as k
                from generate_series(${from}, ${to}) as g) as draws`);
  }
  await run(
    `create index reputation_events_profile_idx on reputation_events (profile_id, occurred_at)`,
  );
  await run(`create index reputation_events_occurred_idx on reputation_events (occurred_at)`);
  stage(db, `${rows} ledger rows`, started);
  started = performance.now();
  await sumsFromLedger(handle);
  stage(db, 'sums from the ledger', started);

  // The viewer blocked 10 of the top 40 members of all time, and 10 others blocked the viewer.
  const viewer = viewerOf(profiles);
  await run(`
    insert into blocks (blocker_id, blocked_id)
    select case when n % 2 = 0 then '${viewer}' else user_id end,
           case when n % 2 = 0 then user_id else '${viewer}' end
      from (select p.user_id, row_number() over (order by r.total_score desc, r.profile_id) as n
              from reputation_scores r join profiles p on p.id = r.profile_id
             where p.user_id <> '${viewer}'
             order by r.total_score desc, r.profile_id limit 40) as top
     where n % 4 in (0, 1)`);
  started = performance.now();
  await run('vacuum (analyze)');
  stage(db, 'vacuum', started);
}

/**
 * Every score, week and month as sums of the ledger, as the repair computes them, but in 16
 * slices of members: one statement over 5,000,000 rows outlasts the statement timeout on a
 * busy machine.
 */
async function sumsFromLedger(handle: DatabaseHandle) {
  const run = (statement: string) => runSql(handle, statement);
  const parts = (alias: string) => `
    coalesce(sum(${alias}.points) filter (where ${alias}.component = 'connection'), 0)::int,
    coalesce(sum(${alias}.points) filter (where ${alias}.component = 'endorsement'), 0)::int,
    coalesce(sum(${alias}.points) filter (where ${alias}.component = 'activity'), 0)::int`;
  await run(`update reputation_scores
                set total_score = 0, connection_score = 0, endorsement_score = 0, activity_score = 0`);
  await run(`delete from reputation_periods`);
  const bounds = [...'0123456789abcdef'].map(
    (digit) => `${digit}0000000-0000-0000-0000-000000000000`,
  );
  for (const [index, from] of bounds.entries()) {
    const to = bounds[index + 1];
    const slice = `e.profile_id >= '${from}'${to ? ` and e.profile_id < '${to}'` : ''}`;
    await run(`
      update reputation_scores r
         set total_score = s.c + s.n + s.a, connection_score = s.c, endorsement_score = s.n,
             activity_score = s.a
        from (select e.profile_id, ${parts('e')}
                from reputation_events e where ${slice} group by e.profile_id) as s(p, c, n, a)
       where r.profile_id = s.p`);
    await run(`
      insert into reputation_periods
        (period, period_start, profile_id, total_score, connection_score, endorsement_score,
         activity_score)
      select kind, date_trunc(kind, e.occurred_at at time zone 'UTC')::date, e.profile_id,
             sum(e.points)::int, ${parts('e')}
        from reputation_events e, (values ('week'), ('month')) as kinds(kind)
       where ${slice}
       group by 1, 2, 3`);
  }
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const service = createLeaderboardService({
    repository: createLeaderboardRepository(handle.db),
    log: { error: (object, message) => console.error(message, object) },
  });
  const viewer = { id: viewerOf(profiles) };
  for (const timeframe of timeframes) {
    const board = () => service.leaderboard(viewer, { timeframe, limit: 10 });
    let leaders = 0;
    for (let i = 0; i < warmup; i += 1) leaders = (await board()).leaders.length;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await board();
      times.push(performance.now() - started);
    }
    console.log(
      JSON.stringify({
        bench: `leaderboard.${timeframe}`,
        profiles,
        ledger_rows: profiles * perMember,
        db,
        leaders,
        runs,
        ...summarize(times),
      }),
    );
  }
  if (explain) {
    await printPlans(
      handle,
      (text) => text.includes('order by'),
      timeframes.map((timeframe) => ({
        name: timeframe,
        run: () => service.leaderboard(viewer, { timeframe, limit: 10 }),
      })),
    );
  }
}

await runBench({ seed, measure });
