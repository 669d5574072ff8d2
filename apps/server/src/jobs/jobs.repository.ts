import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { defineRepository } from '../db/repository';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

/** All SQL of the job table (db/schema/jobs.ts). */
export function createJobsRepository(database: Db) {
  return defineRepository(database, jobsQueries);
}

function jobsQueries(db: DbOrTx) {
  return {
    /** Adds a job; with a key, only if no job has that key yet (answers whether it was added). */
    async enqueue(job: {
      kind: string;
      key?: string;
      payload?: unknown;
      runAt?: Date;
      maxAttempts?: number;
    }) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into jobs (kind, key, payload, run_at, max_attempts)
            values (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb,
                    ${(job.runAt ?? new Date()).toISOString()}::timestamptz,
                    ${job.maxAttempts ?? 5})
            on conflict (key) do nothing
            returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Leases up to `limit` due jobs to `worker` until `leaseMs` from now. A job whose lease ran
     * out (its instance died) is due again. SKIP LOCKED keeps concurrent claimers apart.
     */
    async claimDue(worker: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      const rows = await queryRows<{
        id: string | number;
        kind: string;
        payload: unknown;
        attempts: number;
        max_attempts: number;
      }>(
        db,
        sql`update jobs set locked_by = ${worker},
              locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
              attempts = attempts + 1
            where id in (
              select id from jobs
              where finished_at is null and run_at <= now()
                and (locked_until is null or locked_until < now())
              order by run_at
              limit ${limit}
              for update skip locked)
            returning id, kind, payload, attempts, max_attempts`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }));
    },

    async succeed(id: number, worker: string): Promise<void> {
      await db.execute(sql`update jobs set finished_at = now(), locked_by = null,
        locked_until = null, last_error = null where id = ${id} and locked_by = ${worker}`);
    },

    /** Schedules another attempt at `retryAt`, or gives up when `retryAt` is null. */
    async fail(id: number, worker: string, error: string, retryAt: Date | null): Promise<void> {
      await db.execute(
        retryAt
          ? sql`update jobs set run_at = ${retryAt.toISOString()}::timestamptz, locked_by = null,
              locked_until = null, last_error = ${error} where id = ${id} and locked_by = ${worker}`
          : sql`update jobs set finished_at = now(), failed_at = now(), locked_by = null,
              locked_until = null, last_error = ${error} where id = ${id} and locked_by = ${worker}`,
      );
    },

    async deleteFinishedBefore(before: Date): Promise<void> {
      await db.execute(
        sql`delete from jobs where finished_at < ${before.toISOString()}::timestamptz`,
      );
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/**
 * Adds a job inside the caller's transaction: it exists exactly when the write that needs it
 * commits (a feature's unit of work, docs/decisions/0012).
 */
export function enqueueJobIn(executor: DbOrTx, job: Parameters<JobsRepository['enqueue']>[0]) {
  return jobsQueries(executor).enqueue(job);
}
