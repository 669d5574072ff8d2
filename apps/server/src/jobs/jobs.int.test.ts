import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { createJobs } from '.';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

type Row = {
  kind: string;
  attempts: number;
  finished_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
};

describe('the job table', () => {
  let database: DatabaseHandle;
  const rows = (kind: string) =>
    queryRows<Row>(database.db, sql`select * from jobs where kind = ${kind} order by id`);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job once even when several instances poll together', async () => {
    const instances = [1, 2, 3].map(() => createJobs(database.db, quiet));
    let runs = 0;
    for (const jobs of instances) jobs.handle('once', async () => void runs++);
    await instances[0]!.enqueue({ kind: 'once', payload: { n: 1 } });
    await Promise.all(instances.map((jobs) => jobs.tick()));
    expect(runs).toBe(1);
    expect((await rows('once'))[0]).toMatchObject({ attempts: 1, failed_at: null });
    expect((await rows('once'))[0]!.finished_at).not.toBeNull();
  });

  it('schedules periodic work once per slot across instances', async () => {
    const [a, b] = [createJobs(database.db, quiet), createJobs(database.db, quiet)];
    let runs = 0;
    for (const jobs of [a!, b!]) {
      jobs.handle('periodic', async () => void runs++);
      jobs.every('periodic', 60 * 60_000);
    }
    await Promise.all([a!.tick(), b!.tick()]);
    await a!.tick();
    expect(runs).toBe(1);
    expect(await rows('periodic')).toHaveLength(1);
  });

  it('retries a failing job later, keeps a scrubbed error, and gives up after its last attempt', async () => {
    const jobs = createJobs(database.db, quiet);
    jobs.handle('flaky', async () => {
      throw new Error('the mail server said no');
    });
    await jobs.enqueue({ kind: 'flaky' });
    await jobs.tick();
    const [first] = await rows('flaky');
    expect(first).toMatchObject({
      attempts: 1,
      finished_at: null,
      last_error: 'Error: the mail server said no',
    });
    // Not due again until its backoff has passed.
    await jobs.tick();
    expect((await rows('flaky'))[0]!.attempts).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await database.db.execute(sql`update jobs set run_at = now() where kind = 'flaky'`);
      await jobs.tick();
    }
    const [last] = await rows('flaky');
    expect(last).toMatchObject({ attempts: 5 });
    expect(last!.failed_at).not.toBeNull();
  });

  it('claims no more jobs once its server closes, leaving the backlog to the next start', async () => {
    const app = Fastify();
    const jobs = createJobs(database.db, quiet);
    jobs.attach(app);
    let runs = 0;
    let closing: Promise<void> | undefined;
    jobs.handle('backlog', async () => {
      runs++;
      closing ??= app.close();
      await new Promise((resolve) => setTimeout(resolve, 50)); // a mail takes a while
    });
    for (let n = 0; n < 12; n++) await jobs.enqueue({ kind: 'backlog', payload: { n } });
    await app.ready();
    await jobs.tick();
    await closing;
    expect(runs).toBe(5); // the first claimed batch ends; the rest wait
    const left = (await rows('backlog')).filter((row) => row.finished_at === null);
    expect(left).toHaveLength(7);
  });

  it('waits on close for a round that runs longer than the plugin timeout, without failing', async () => {
    const app = Fastify({ pluginTimeout: 100 });
    const jobs = createJobs(database.db, quiet);
    jobs.attach(app);
    let finished = false;
    let started = () => {};
    const begun = new Promise<void>((resolve) => (started = resolve));
    jobs.handle('slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400)); // a round at scale
      finished = true;
    });
    await jobs.enqueue({ kind: 'slow' });
    await app.ready();
    const round = jobs.tick();
    // Closing before the round claimed the job would leave it for the next instance (tested
    // above): wait until it runs, however busy the machine.
    await begun;
    await app.close();
    expect(finished).toBe(true);
    await round;
    expect((await rows('slow'))[0]!.finished_at).not.toBeNull();
  });

  it('takes over a job whose instance died holding it, once the lease runs out', async () => {
    const crashed = createJobs(database.db, quiet, { leaseMs: 60_000 });
    crashed.handle('orphan', () => new Promise(() => undefined)); // never finishes: a dead instance
    await crashed.enqueue({ kind: 'orphan' });
    void crashed.tick();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const survivor = createJobs(database.db, quiet);
    let runs = 0;
    survivor.handle('orphan', async () => void runs++);
    await survivor.tick();
    expect(runs).toBe(0); // still leased to the dead instance
    await database.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where kind = 'orphan'`,
    );
    await survivor.tick();
    expect(runs).toBe(1);
    expect((await rows('orphan'))[0]).toMatchObject({ attempts: 2, failed_at: null });
  });
});
