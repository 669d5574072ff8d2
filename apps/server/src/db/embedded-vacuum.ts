import type { Jobs } from '../jobs';
import type { DatabaseHandle } from './client';

export const EMBEDDED_VACUUM_JOB = 'embedded-vacuum';
/** Once per slot of this length: about 2 s of work at 100k members, so rarely. */
const EVERY_MS = 6 * 60 * 60_000;

/**
 * The embedded database has no autovacuum: every update leaves its old row version and index
 * entries behind until a VACUUM, so the indexes the live catch-ups read (updated_at) grow with
 * every write and statistics go stale. This job vacuums and analyzes it from the job table;
 * PostgreSQL's own autovacuum does it there (docs/decisions/0015).
 */
export function scheduleEmbeddedVacuum(
  database: DatabaseHandle,
  jobs: Pick<Jobs, 'handle' | 'every'>,
): void {
  if (database.kind !== 'pglite') return;
  const { pglite } = database;
  jobs.handle(EMBEDDED_VACUUM_JOB, async () => {
    // Waits for a transaction in progress: PGlite runs one statement or transaction at a time.
    await pglite.exec('vacuum (analyze)');
  });
  jobs.every(EMBEDDED_VACUUM_JOB, EVERY_MS);
}
