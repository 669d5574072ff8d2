import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { loggableError } from '../http/loggable-error';
import { jobRetryDelayMs } from './job-backoff';
import { createJobsRepository, type ClaimedJob } from './jobs.repository';

export { enqueueJobIn } from './jobs.repository';

/**
 * `stop` is aborted when the server starts closing: a handler working through a long list ends
 * early at a safe point (its work must be resumable by the next run anyway).
 */
export type JobHandler = (payload: unknown, stop: AbortSignal) => Promise<void>;

export type JobsOptions = {
  /** How often an instance looks for due jobs (and schedules its periodic ones). */
  pollMs?: number;
  /** How long a claimed job stays this instance's before another may take it over. */
  leaseMs?: number;
};

const FINISHED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * Background work from the job table: each instance polls, claims due jobs under a lease, runs
 * their handlers, and records success or a retry with backoff; a job whose instance crashed is
 * claimed again once its lease runs out. Periodic work is enqueued under a key per time slot, so
 * several instances schedule it once.
 */
export function createJobs(db: Db, log: FastifyBaseLogger, options: JobsOptions = {}) {
  const repository = createJobsRepository(db);
  const worker = `instance-${randomUUID()}`;
  const handlers = new Map<string, JobHandler>();
  const periodic: { kind: string; everyMs: number }[] = [];
  const pollMs = options.pollMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const stop = new AbortController();

  async function run(job: ClaimedJob) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job.payload, stop.signal);
      await repository.succeed(job.id, worker);
    } catch (error) {
      const safe = loggableError(error);
      const retryAt =
        job.attempts < job.maxAttempts
          ? new Date(Date.now() + jobRetryDelayMs(job.attempts))
          : null;
      log.error({ err: error, job: job.kind, attempt: job.attempts }, 'job failed');
      await repository.fail(job.id, worker, `${safe.type}: ${safe.message}`, retryAt);
    }
  }

  /** One round: schedule what is periodic, then run every due job this instance can claim. */
  async function tick(now = Date.now()) {
    for (const { kind, everyMs } of periodic) {
      const slot = Math.floor(now / everyMs);
      await repository.enqueue({ kind, key: `${kind}:${slot}` });
    }
    // A closing server finishes the jobs it claimed but claims no more: a long backlog (an
    // import's invitations) would otherwise hold the shutdown until it is drained.
    while (!stop.signal.aborted) {
      const claimed = await repository.claimDue(worker, 5, leaseMs);
      if (claimed.length === 0) break;
      for (const job of claimed) await run(job);
    }
    if (Math.random() < 0.05)
      await repository.deleteFinishedBefore(new Date(now - FINISHED_KEPT_MS));
  }

  const runTick = () => {
    running ??= tick()
      .catch((error: unknown) => log.error({ err: error }, 'job round failed'))
      .finally(() => (running = null));
    return running;
  };

  return {
    /** The code that runs jobs of this kind; it must be safe to run again after a crash. */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    /** Runs `kind` once per `everyMs` across all instances. */
    every(kind: string, everyMs: number) {
      periodic.push({ kind, everyMs });
    },
    enqueue: repository.enqueue,
    tick: runTick,
    /** Polls while the server listens; stops (and waits for the round in progress) on close. */
    attach(app: FastifyInstance) {
      app.addHook('onListen', async () => {
        timer = setInterval(() => void runTick(), pollMs);
        timer.unref();
      });
      app.addHook('preClose', async () => {
        stop.abort();
        clearInterval(timer);
      });
      // Waited for in onClose, not preClose: Fastify gives each preClose hook its plugin timeout
      // (10 s) and fails the close past it, while a round at scale can run longer.
      app.addHook('onClose', async () => {
        await running;
      });
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
