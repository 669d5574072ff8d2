// A throwaway PostgreSQL for a journey that needs one (scripts/lib/postgres.sh does the work), which
// the journey can stop and start again on the same data and port: a database outage.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ThrowawayPostgres = { url: string; stop(): void; start(): void; remove(): void };

function bash(script: string, env: Record<string, string> = {}): string {
  return execFileSync('bash', ['-c', `source scripts/lib/postgres.sh\n${script}`], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Whether this machine has PostgreSQL's server programs (CI always installs them). */
export function postgresInstalled(): boolean {
  try {
    bash('pg_find_bin');
    return true;
  } catch {
    return false;
  }
}

export function startThrowawayPostgres(database: string): ThrowawayPostgres {
  const [root, port, bin, url] = bash(
    `pg_start ${database} >&2 && echo "$PG_ROOT $PG_PORT $PG_BIN $PG_URL"`,
  ).split(' ') as [string, string, string, string];
  const env = { PG_ROOT_DIR: root, PG_PORT_NUMBER: port, PG_BIN_DIR: bin };
  const pgCtl = (args: string) =>
    bash(`_pg_as_owner "$PG_BIN_DIR/pg_ctl" -D "$PG_ROOT_DIR/data" ${args} >/dev/null`, env);
  return {
    url,
    stop: () => pgCtl('-m fast -w -t 30 stop'),
    start: () =>
      pgCtl(
        `-l "$PG_ROOT_DIR/log" -w -t 60 -o "-p $PG_PORT_NUMBER -k $PG_ROOT_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start`,
      ),
    remove: () => bash('PG_BIN="$PG_BIN_DIR" PG_ROOT="$PG_ROOT_DIR" pg_stop', env),
  };
}
