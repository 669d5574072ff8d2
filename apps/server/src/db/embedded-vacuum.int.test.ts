import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const ctx = useTestApp();

/**
 * What only VACUUM (ANALYZE) records of a table: pages it found all-visible (none until a
 * vacuum) and its row count estimate (-1 until a vacuum or analyze).
 */
async function vacuumState(table: string) {
  const result = (await ctx.database.db.execute(
    sql`select relallvisible, reltuples from pg_class where relname = ${table}`,
  )) as unknown as { rows: { relallvisible: number; reltuples: number }[] };
  const row = result.rows[0]!;
  return { allVisiblePages: Number(row.relallvisible), rows: Number(row.reltuples) };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  it('is vacuumed and analyzed by a job (it has no autovacuum)', async () => {
    const db = ctx.database.db;
    await db.execute(sql`
      insert into users (id, name, email, email_verified)
      select 'vacuum-' || g, 'V' || g, 'vacuum-' || g || '@example.com', true
      from generate_series(1, 300) g`);
    await db.execute(sql`
      insert into profiles (user_id, name, email, referral_code)
      select 'vacuum-' || g, 'V' || g, 'vacuum-' || g || '@example.com', 'VACUUM' || g
      from generate_series(1, 300) g`);
    await db.execute(sql`update profiles set bio = 'changed' where user_id like 'vacuum-%'`);
    expect(await vacuumState('profiles')).toMatchObject({ allVisiblePages: 0 });

    await ctx.app.jobs.tick();

    const after = await vacuumState('profiles');
    expect(after.allVisiblePages).toBeGreaterThan(0);
    expect(after.rows).toBe(300);
  });
});
