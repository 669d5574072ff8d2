import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withNamedStatements } from './pglite-prepared-statements';
import { createStatementNamer, namingClient } from './prepared-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: repository functions that join a caller's transaction. */
export type DbOrTx = Pick<
  Db,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(executor: DbOrTx, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The raw connection to LISTEN on, per kind: PGlite in-process, or a pg connection config. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      connectionString: string;
      close: () => Promise<void>;
    };

/** How long PostgreSQL may take: to hand out a connection, and to answer one statement. */
export type DatabaseTimeouts = { connectMs: number; statementMs: number };
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 10_000,
};
/** The client gives up this long after the server should have cancelled (a frozen server). */
const CLIENT_GRACE_MS = 2_000;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite }
  | {
      kind: 'postgres';
      connectionString: string;
      maxConnections?: number;
      timeouts?: DatabaseTimeouts;
    };

/** The PostgreSQL extensions the migrations use; every PGlite must be opened with them. */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

/**
 * The embedded database's write-ahead log stays this small: PostgreSQL's default lets it grow to
 * 1 GB between checkpoints, which an embedded deployment carries on its disk, in every backup and
 * in the replay after a crash. Checkpoints come sooner instead (see docs/decisions/0039).
 */
export const PGLITE_MAX_WAL_MB = 64;
export const PGLITE_SETTINGS = [`max_wal_size = ${PGLITE_MAX_WAL_MB}MB`, 'min_wal_size = 32MB'];

/** A PGlite with Cofound's extensions and settings: on disk in `dataDir`, in memory without it. */
export function createPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions' | 'postgresqlconf'> = {},
): PGlite {
  return new PGlite({
    ...options,
    dataDir,
    extensions: pgliteExtensions,
    postgresqlconf: PGLITE_SETTINGS,
  });
}

export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens the database. PGlite callers must hold the data dir lock first (see data-dir-lock.ts). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const pglite =
      options.pglite ??
      createPglite(options.dataDir ? pgliteDirectory(options.dataDir) : undefined);
    await pglite.waitReady;
    const db = drizzlePglite(withNamedStatements(pglite, createStatementNamer()), {
      schema,
    }) as unknown as Db;
    return { kind: 'pglite', db, pglite, close: () => pglite.close() };
  }
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  // Nothing waits on the database for longer than these: a request whose database is gone or
  // frozen fails fast and answers 503 instead of hanging.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    application_name: 'cofound',
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: timeouts.statementMs * 3,
    keepAlive: true,
    // Statements that keep running are prepared once per connection and can keep their plan.
    Client: namingClient(createStatementNamer()),
  });
  // An idle client whose connection ends (server restart, terminated backend) is discarded by
  // the pool, which then emits 'error': unheard, that would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString: options.connectionString,
    close: () => pool.end(),
  };
}
