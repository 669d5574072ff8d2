// What every database benchmark reads from the environment (see bench/discovery.bench.ts).
export type BenchDb = 'pglite' | 'postgres';

export const settings = {
  /** BENCH_SIZES: profile counts, comma-separated. */
  sizes: (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number),
  /** BENCH_RUNS: timed requests per figure. */
  runs: Number(process.env.BENCH_RUNS ?? 50),
  /** BENCH_DB: pglite, postgres or both. */
  which: process.env.BENCH_DB ?? 'both',
  /** BENCH_DATABASE_URL: a PostgreSQL server where databases may be created. */
  databaseUrl: process.env.BENCH_DATABASE_URL,
  /**
   * BENCH_KEEP_DATABASE=1: keep each seeded database (on PostgreSQL a database, on PGlite the
   * data directory of the sizes kept on disk, in the temporary directory; both named after the
   * benchmark and size) and measure on it again next time instead of seeding anew (a million
   * founders take about 17 minutes to seed). Delete them by hand when done.
   */
  keepDatabase: process.env.BENCH_KEEP_DATABASE === '1',
};
