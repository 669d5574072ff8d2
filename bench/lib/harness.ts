// Runs a benchmark at each size on a fresh PGlite and on a fresh PostgreSQL database: migrate,
// seed (timed, to stderr), measure, close.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { settings, type BenchDb } from './settings';
import { startThrowawayPostgres } from './throwaway-postgres';

export type Bench = {
  seed: (handle: DatabaseHandle, profiles: number) => Promise<void>;
  measure: (handle: DatabaseHandle, db: BenchDb, profiles: number) => Promise<void>;
};

/** One stage of seeding, timed from `started`, to stderr. */
export function stage(db: string, what: string, started: number) {
  console.error(`${db}: ${what} in ${Math.round(performance.now() - started)} ms`);
}

async function seed(handle: DatabaseHandle, db: BenchDb, profiles: number, bench: Bench) {
  await runMigrations(handle);
  const started = performance.now();
  await bench.seed(handle, profiles);
  stage(db, `seeded ${profiles}`, started);
}

const benchName = path.basename(process.argv[1] ?? 'bench').replace(/\.bench\.ts$/, '');
/** The name of a kept database (PostgreSQL) or data directory (PGlite) of this size. */
const keptName = (profiles: number) => `cofound_bench_${benchName.replace(/\W/g, '_')}_${profiles}`;

/**
 * From this many profiles PGlite keeps its data in a directory on disk, as the embedded
 * deployment does: in memory, a million founders' tables and indexes took over 13 GB of the
 * process's memory before seeding was done.
 */
const PGLITE_ON_DISK_FROM = 500_000;

/**
 * Where PGlite keeps its data at this size: in memory below PGLITE_ON_DISK_FROM; on disk above,
 * in a throwaway directory, or with BENCH_KEEP_DATABASE in one named after the benchmark and size,
 * reused once a `seeded` marker says its seeding finished.
 */
function pgliteHome(profiles: number) {
  if (profiles < PGLITE_ON_DISK_FROM) return { dir: undefined, kept: false, seeded: false };
  if (!settings.keepDatabase) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-pglite-'));
    return { dir, kept: false, seeded: false };
  }
  const dir = path.join(os.tmpdir(), keptName(profiles));
  const seeded = fs.existsSync(path.join(dir, 'seeded'));
  if (!seeded) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  return { dir, kept: true, seeded };
}

export async function benchPglite(profiles: number, bench: Bench) {
  const home = pgliteHome(profiles);
  const handle = await openDatabase({
    kind: 'pglite',
    pglite: createPglite(home.dir && path.join(home.dir, 'pglite')),
  });
  try {
    if (home.seeded) {
      console.error(`pglite: measuring on the kept data directory ${home.dir}`);
      await runMigrations(handle);
    } else {
      await seed(handle, 'pglite', profiles, bench);
      if (home.kept) fs.writeFileSync(path.join(home.dir!, 'seeded'), new Date().toISOString());
    }
    await bench.measure(handle, 'pglite', profiles);
  } finally {
    await handle.close();
    if (home.dir && !home.kept) fs.rmSync(home.dir, { recursive: true, force: true });
  }
}

/** Marks a kept database whose seeding finished (a seed stopped part way is not reused). */
const SEEDED = 'cofound bench: seeded';

/**
 * In a database of its own on the server at `serverUrl`, dropped afterwards; with
 * BENCH_KEEP_DATABASE, kept under the benchmark's name and size and reused once seeded.
 */
export async function benchPostgres(serverUrl: string, profiles: number, bench: Bench) {
  const keep = settings.keepDatabase;
  const name = keep ? keptName(profiles) : `cofound_bench_${profiles}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existing = await admin.query<{ seeded: boolean }>(
    `select shobj_description(oid, 'pg_database') = $2 as seeded
     from pg_database where datname = $1`,
    [name, SEEDED],
  );
  const reuse = keep && existing.rows[0]?.seeded === true;
  if (!reuse) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Seeding 100k rows in one statement takes longer than the app allows a request's statement.
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: url.toString(),
    timeouts: { connectMs: 10_000, statementMs: 600_000 },
  });
  try {
    if (reuse) {
      console.error(`postgres: measuring on the kept database ${name}`);
      await runMigrations(handle);
    } else {
      await seed(handle, 'postgres', profiles, bench);
      if (keep) await admin.query(`comment on database ${name} is '${SEEDED}'`);
    }
    await bench.measure(handle, 'postgres', profiles);
  } finally {
    await handle.close();
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Every size on PGlite, then on PostgreSQL, as BENCH_DB and BENCH_SIZES ask (`sizes`: a
 * benchmark's own default when BENCH_SIZES is not set).
 */
export async function runBench(bench: Bench, sizes: readonly number[] = settings.sizes) {
  if (settings.which !== 'postgres') {
    for (const profiles of sizes) await benchPglite(profiles, bench);
  }
  if (settings.which === 'pglite') return;
  const given = settings.databaseUrl;
  const server = given ? { url: given, stop: () => undefined } : startThrowawayPostgres();
  if (!server) return;
  try {
    for (const profiles of sizes) await benchPostgres(server.url, profiles, bench);
  } finally {
    server.stop();
  }
}
