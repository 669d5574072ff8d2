// `npm run bench -- discovery`: p50/p95 of a Discover Co-Founders page (the real service and
// repository query) at 10k and 100k synthetic profiles, on PGlite and on PostgreSQL.
// PostgreSQL: BENCH_DATABASE_URL (a server where databases may be created), or else a throwaway
// server started with scripts/lib/postgres.sh and stopped at the end. BENCH_SIZES=10000,100000,
// BENCH_RUNS=50, BENCH_DB=pglite|postgres|both, BENCH_EXPLAIN=1 prints the plans to stderr.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { discoverQuerySchema, type DiscoverQuery } from '@cofound/shared/discover/discover.schemas';
import { createPglite, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { createDiscover } from '../apps/server/src/features/discover';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const warmup = 5;
const which = process.env.BENCH_DB ?? 'both';
const explain = process.env.BENCH_EXPLAIN === '1';

// The options, most common first: the seed picks early ones more often (skewed, like real data).
const industries = [
  'Technology',
  'AI/ML',
  'SaaS',
  'Finance',
  'Healthcare',
  'E-commerce',
  'Education',
  'CleanTech',
  'Marketing',
  'Blockchain',
  'Design',
  'Consulting',
];
const skills = [
  'Full-Stack Development',
  'Product Management',
  'Business Development',
  'Marketing',
  'Sales',
  'Machine Learning',
  'Data Science',
  'UI/UX Design',
  'Cloud Architecture',
  'Mobile Development',
  'DevOps',
  'Blockchain',
];
const lookingFor = [
  'Technical Cofounder',
  'Business Development',
  'Full-Stack Developer',
  'Product Manager',
  'Marketing Expert',
  'Growth Hacker',
  'Sales Leader',
  'UI/UX Designer',
  'Data Scientist',
  'Mobile Developer',
];
const timeZones = [
  'America/New_York',
  'Europe/London',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Europe/Paris',
  'America/Chicago',
  'Africa/Lagos',
  'Australia/Sydney',
];
const firstNames = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Eve',
  'Finn',
  'Gia',
  'Hugo',
  'Iris',
  'Jon',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yuki',
];
const lastNames = [
  'Smith',
  'Garcia',
  'Chen',
  'Patel',
  'Okafor',
  'Muller',
  'Rossi',
  'Kim',
  'Novak',
  'Silva',
  'Haddad',
  'Larsen',
  'Ito',
  'Nguyen',
  'Kowalski',
  'Dubois',
  'Lovelace',
  'Moreau',
  'Singh',
];
const titles = [
  'Full-stack engineer building developer tools',
  'Product lead in fintech',
  'Data scientist turning health data into care',
  'Growth marketer for B2B SaaS',
  'Designer obsessed with onboarding',
  'Sales leader, two exits',
  'ML engineer, ex-research',
  'Operator scaling marketplaces',
  'Mobile developer shipping consumer apps',
  'Climate founder looking for a technical partner',
];

const textArray = (values: string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
/** An element of `list`, early ones likelier (power > 1 skews). `salt` makes it per row. */
const skewed = (list: string[], power: number, salt: string) =>
  `(${textArray(list)})[1 + floor(power(random() + 0 * ${salt}, ${power}) * ${list.length})::int]`;
/** Each option kept with a probability falling along the list: a skewed subset. */
const subset = (list: string[], top: number, salt: string) =>
  `array(select item from unnest(${textArray(list)}) with ordinality as o(item, n)
     where random() + 0 * ${salt} < ${top} / (1 + n * 0.35))`;

/** Seeds `n` founders, their reputation, connections and profile views; all in SQL. */
async function seed(handle: DatabaseHandle, n: number) {
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(`select setseed(0.42)`);
  await run(`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-' || g, 'x', 'founder' || g || '@bench.example', true, now(), now()
    from generate_series(1, ${n}) as g`);
  await run(`
    insert into profiles (id, user_id, name, email, title, founder_role, skills, experience,
      industry, looking_for, bio, city, country, time_zone, commitment, status, visibility,
      referral_code, created_at, updated_at)
    select md5('p' || g)::uuid, 'bench-' || g,
      (${textArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' ||
        (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
      'founder' || g || '@bench.example',
      (${textArray(titles)})[1 + floor(random() * ${titles.length} + 0 * g)::int],
      'CEO/Founder',
      ${subset(skills, 0.9, 'g')},
      floor(power(random() + 0 * g, 1.6) * 21)::int,
      ${skewed(industries, 1.8, 'g')},
      ${subset(lookingFor, 0.8, 'g')},
      'Founder number ' || g || ' shipping products with a small team.',
      null, null,
      case when random() + 0 * g < 0.8 then ${skewed(timeZones, 1.5, 'g')} end,
      (array['full_time_now', 'full_time_within_months', 'part_time', null])[1 + floor(random() * 4 + 0 * g)::int],
      case when g % 100 = 0 then 'suspended' when g % 100 = 1 then 'banned' else 'active' end,
      case when g % 10 = 0 then 'members' else 'public' end,
      'B' || g,
      now() - power(random() + 0 * g, 0.5) * 365 * interval '1 day',
      now()
    from generate_series(1, ${n}) as g`);
  // Reputation: most low, a long tail of high scores; multiples of 10 make many ties.
  await run(`
    update reputation_scores r set connection_score = s.v, total_score = s.v
    from (select profile_id, (floor(power(random(), 3) * 80) * 10)::int as v
          from reputation_scores) as s
    where s.profile_id = r.profile_id`);
  // Connections: two disjoint sets of pairs, created over 60 days (about 1 in 9 in the last 7).
  for (const [count, offset] of [
    [Math.floor(n / 2), Math.floor(n / 2)],
    [Math.floor(n / 4), Math.floor(n / 4)],
  ] as const) {
    await run(`
      insert into connections (sender_id, receiver_id, status, created_at, updated_at)
      select 'bench-' || g, 'bench-' || (g + ${offset}),
        (array['accepted', 'accepted', 'pending', 'rejected'])[1 + floor(random() * 4 + 0 * g)::int],
        now() - (random() * 60 + 0 * g) * interval '1 day', now()
      from generate_series(1, ${count}) as g
      on conflict do nothing`);
  }
  // Profile views over 14 days (one per 2 profiles), concentrated on few profiles (power 4).
  await run(`
    insert into profile_views (profile_id, viewer_id, viewed_on, viewed_at)
    select md5('p' || (1 + floor(power(random() + 0 * g, 4) * ${n}))::int)::uuid,
      'bench-' || (1 + floor(random() * ${n} + 0 * g)::int),
      v::date, v
    from (select g, now() - (random() * 14 + 0 * g) * interval '1 day' as v
          from generate_series(1, ${Math.floor(n / 2)}) as g) as views
    on conflict do nothing`);
  await run('analyze');
}

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(handle: DatabaseHandle, db: 'pglite' | 'postgres', profiles: number) {
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
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    console.log(
      JSON.stringify({
        bench: `discovery.${scenario.name}`,
        profiles,
        db,
        cards,
        runs,
        p50_ms: round(percentile(times, 50)),
        p95_ms: round(percentile(times, 95)),
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

async function benchPglite(profiles: number) {
  const handle = await openDatabase({ kind: 'pglite', pglite: createPglite() });
  try {
    await runMigrations(handle);
    const started = performance.now();
    await seed(handle, profiles);
    console.error(`pglite: seeded ${profiles} in ${Math.round(performance.now() - started)} ms`);
    await measure(handle, 'pglite', profiles);
  } finally {
    await handle.close();
  }
}

async function benchPostgres(serverUrl: string, profiles: number) {
  const name = `cofound_bench_${profiles}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
  try {
    await runMigrations(handle);
    const started = performance.now();
    await seed(handle, profiles);
    console.error(`postgres: seeded ${profiles} in ${Math.round(performance.now() - started)} ms`);
    await measure(handle, 'postgres', profiles);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A throwaway server from scripts/lib/postgres.sh; null when PostgreSQL is not installed. */
function startThrowawayPostgres(): { url: string; stop: () => void } | null {
  const script = path.join(root, 'scripts/lib/postgres.sh');
  const started = spawnSync(
    'bash',
    [
      '-c',
      `source "$1" && pg_start cofound_bench >&2 && echo "$PG_URL $PG_ROOT $PG_BIN"`,
      'pg',
      script,
    ],
    { encoding: 'utf8' },
  );
  const [url, pgRoot, pgBin] = started.stdout.trim().split(' ');
  if (started.status !== 0 || !url || !pgRoot || !pgBin) {
    console.error(`PostgreSQL not started: ${started.stderr.trim()}`);
    return null;
  }
  return {
    url,
    stop: () => {
      spawnSync(
        'bash',
        [
          '-c',
          'source "$1" && PG_BIN="$2" && PG_ROOT="$3" && pg_stop',
          'pg',
          script,
          pgBin,
          pgRoot,
        ],
        { stdio: 'inherit' },
      );
    },
  };
}

if (which !== 'postgres') {
  for (const profiles of sizes) await benchPglite(profiles);
}
if (which !== 'pglite') {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given ? { url: given, stop: () => undefined } : startThrowawayPostgres();
  if (server) {
    try {
      for (const profiles of sizes) await benchPostgres(server.url, profiles);
    } finally {
      server.stop();
    }
  }
}
