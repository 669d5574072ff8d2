import type { PGlite } from '@electric-sql/pglite';
import type { Jobs } from '../jobs';
import { PGLITE_MAX_WAL_MB, type DatabaseHandle } from './client';

export const EMBEDDED_CHECKPOINT_JOB = 'embedded-checkpoint';
/** How often the job looks: the log can grow by at most this long's writes past its limit. */
const EVERY_MS = 60_000;

export type CheckpointLimits = {
  /** Log written since the last checkpoint that calls for the next one. */
  walBytes: number;
  /** Time since the last checkpoint after which any log written calls for the next one. */
  maxAgeMs: number;
};

/**
 * PostgreSQL's own triggers for a checkpoint: the embedded database's `max_wal_size`
 * (PGLITE_SETTINGS) and `checkpoint_timeout` (5 minutes).
 */
export const EMBEDDED_CHECKPOINT_LIMITS: CheckpointLimits = {
  walBytes: PGLITE_MAX_WAL_MB * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
};

/**
 * Runs CHECKPOINT when the log written since the last one has reached `limits.walBytes`, or
 * when anything was written and the last one is older than `limits.maxAgeMs`. Answers whether it
 * checkpointed.
 */
export async function checkpointWhenDue(
  pglite: Pick<PGlite, 'query' | 'exec'>,
  limits: CheckpointLimits,
): Promise<boolean> {
  const { rows } = await pglite.query<{ written: number; age_ms: number }>(
    `select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), checkpoint_lsn)::float8 as written,
       extract(epoch from now() - checkpoint_time)::float8 * 1000 as age_ms
     from pg_control_checkpoint()`,
  );
  const { written, age_ms: ageMs } = rows[0]!;
  // A checkpoint writes a record of its own: what follows it alone is not a write.
  const wroteSince = written > 512;
  if (written < limits.walBytes && !(wroteSince && ageMs >= limits.maxAgeMs)) return false;
  await pglite.exec('checkpoint');
  return true;
}

/**
 * The embedded database runs no checkpointer: PostgreSQL's background process that checkpoints
 * when the write-ahead log reaches `max_wal_size` or every `checkpoint_timeout` does not exist in
 * PGlite, so without this job the log grows with every write until a backup's CHECKPOINT
 * (docs/decisions/0039-embedded-write-ahead-log.md). PostgreSQL does it itself.
 */
export function scheduleEmbeddedCheckpoint(
  database: DatabaseHandle,
  jobs: Pick<Jobs, 'handle' | 'every'>,
): void {
  if (database.kind !== 'pglite') return;
  const { pglite } = database;
  jobs.handle(EMBEDDED_CHECKPOINT_JOB, async () => {
    await checkpointWhenDue(pglite, EMBEDDED_CHECKPOINT_LIMITS);
  });
  jobs.every(EMBEDDED_CHECKPOINT_JOB, EVERY_MS);
}
