import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type PostgresServer = { url: string; stop: () => void };

/** A throwaway server from scripts/lib/postgres.sh; null when PostgreSQL is not installed. */
export function startThrowawayPostgres(): PostgresServer | null {
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
