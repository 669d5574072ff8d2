import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { createPglite } from './client';
import { checkpointWhenDue, EMBEDDED_CHECKPOINT_JOB } from './embedded-checkpoint';

/** The log written since the last checkpoint, in bytes, and that checkpoint's time. */
async function sinceCheckpoint(pglite: ReturnType<typeof createPglite>) {
  const { rows } = await pglite.query<{ written: number; at: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), checkpoint_lsn)::float8 as written,
       checkpoint_time::text as at
     from pg_control_checkpoint()`,
  );
  return rows[0]!;
}

describe('checkpoints of the embedded database', () => {
  let pglite: ReturnType<typeof createPglite>;
  const megabyte = 1024 * 1024;

  beforeAll(async () => {
    pglite = createPglite();
    await pglite.exec('create table filler (id int, pad text); checkpoint');
  });
  afterAll(() => pglite?.close());

  const write = (rows: number) =>
    pglite.exec(`insert into filler select g, repeat('x', 500) from generate_series(1, ${rows}) g`);

  it('checkpoints once the log written since the last checkpoint reaches the limit', async () => {
    await write(5_000);
    const before = await sinceCheckpoint(pglite);
    expect(before.written).toBeGreaterThan(megabyte);

    expect(await checkpointWhenDue(pglite, { walBytes: megabyte, maxAgeMs: 3_600_000 })).toBe(true);
    expect((await sinceCheckpoint(pglite)).written).toBeLessThan(4096);
  });

  it('leaves a log under the limit alone while the last checkpoint is recent', async () => {
    await write(100);
    const before = await sinceCheckpoint(pglite);
    expect(await checkpointWhenDue(pglite, { walBytes: megabyte, maxAgeMs: 3_600_000 })).toBe(
      false,
    );
    expect(await sinceCheckpoint(pglite)).toEqual(before);
  });

  it('checkpoints a small log once the last checkpoint is older than the age limit', async () => {
    await write(100);
    expect(await checkpointWhenDue(pglite, { walBytes: megabyte, maxAgeMs: 0 })).toBe(true);
    expect((await sinceCheckpoint(pglite)).written).toBeLessThan(4096);
  });

  it('does not checkpoint again when nothing was written since the last one', async () => {
    await pglite.exec('checkpoint');
    const before = await sinceCheckpoint(pglite);
    expect(await checkpointWhenDue(pglite, { walBytes: megabyte, maxAgeMs: 0 })).toBe(false);
    expect((await sinceCheckpoint(pglite)).at).toBe(before.at);
  });
});

const ctx = useTestApp();

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded app', () => {
  it('runs the checkpoint job from the job table', async () => {
    await ctx.app.jobs.tick();
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from jobs
          where kind = ${EMBEDDED_CHECKPOINT_JOB} and finished_at is not null and last_error is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });
});
