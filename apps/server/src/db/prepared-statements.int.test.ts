import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { NAME_AFTER_RUNS, planEachRun } from './prepared-statements';
import { users } from './schema';

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  /** One connection, so that every statement and pg_prepared_statements share a session. */
  let single: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
    single = await openDatabase({
      kind: 'postgres',
      connectionString: handle.connectionString,
      maxConnections: 1,
    });
  });
  afterAll(async () => {
    await single?.close();
    await handle?.close();
  });

  const preparedLike = async (pattern: string) =>
    (
      await queryRows<{ statement: string }>(
        single.db,
        sql`select statement from pg_prepared_statements where statement like ${pattern}`,
      )
    ).map((row) => row.statement);

  it('prepares a statement that keeps running, and answers each run as before', async () => {
    const answers: number[] = [];
    for (let run = 1; run <= NAME_AFTER_RUNS + 3; run += 1) {
      const [row] = await queryRows<{ n: number }>(single.db, sql`select ${run}::int * 10 as n`);
      answers.push(row!.n);
    }
    expect(answers).toEqual([10, 20, 30, 40, 50, 60]);
    expect(await preparedLike('%::int * 10 as n')).toHaveLength(1);
  });

  it('leaves a statement run once unprepared', async () => {
    await queryRows(single.db, sql`select ${1}::int as run_once`);
    expect(await preparedLike('%as run_once')).toEqual([]);
  });

  it('plans a statement marked to be planned on each run with its values, every run', async () => {
    for (let run = 0; run < NAME_AFTER_RUNS + 3; run += 1) {
      await queryRows(single.db, sql`select ${run}::int as planned_each_run ${planEachRun}`);
    }
    expect(await preparedLike('%as planned_each_run%')).toEqual([]);
  });

  it('still runs a text of several statements without parameters, as migrations are', async () => {
    for (let run = 0; run < NAME_AFTER_RUNS + 1; run += 1) {
      await single.db.execute(sql.raw('select 1 as first_of_two; select 2 as second_of_two'));
    }
    expect(await preparedLike('%first_of_two%')).toEqual([]);
  });

  it('prepares the query builder statements, which read the rows written in between', async () => {
    const seen: string[][] = [];
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run += 1) {
      await single.db.insert(users).values({
        id: `prepared-${run}`,
        name: `Member ${run}`,
        email: `prepared-${run}@example.com`,
      });
      const rows = await single.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} like ${'prepared-%'}`)
        .orderBy(users.id);
      seen.push(rows.map((row) => row.id));
    }
    expect(seen.at(-1)).toEqual([
      'prepared-0',
      'prepared-1',
      'prepared-2',
      'prepared-3',
      'prepared-4',
    ]);
    expect(seen.map((ids) => ids.length)).toEqual([1, 2, 3, 4, 5]);
    expect(await preparedLike('insert into "users"%')).toHaveLength(1);
    expect(await preparedLike('select "id" from "users"%')).toHaveLength(1);
  });
});
