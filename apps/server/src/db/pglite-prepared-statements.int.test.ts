import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, queryRows, type DatabaseHandle, type DbOrTx } from './client';
import { NAME_AFTER_RUNS, planEachRun } from './prepared-statements';

// Its own in-memory PGlite, whatever database the rest of the run uses.
describe('named statements on the embedded database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', pglite: createPglite() });
    await handle.db.execute(
      sql.raw(`create table notes (
        id int primary key, tags text[], details jsonb, picture bytea, at timestamptz, done boolean
      )`),
    );
  });
  afterAll(() => handle?.close());

  const prepared = async (pattern: string) => {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const result = await handle.pglite.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement like $1',
      [pattern],
    );
    return result.rows.map((row) => row.statement);
  };

  it('names a statement from its third run, and answers each run as before', async () => {
    const answers: number[] = [];
    for (let run = 1; run <= NAME_AFTER_RUNS + 3; run += 1) {
      const [row] = await queryRows<{ n: number }>(handle.db, sql`select ${run}::int * 10 as n`);
      answers.push(row!.n);
    }
    expect(answers).toEqual([10, 20, 30, 40, 50, 60]);
    expect(await prepared('%::int * 10 as n')).toHaveLength(1);
  });

  it('passes every kind of value in and out of a named statement', async () => {
    const picture = new Uint8Array([0, 1, 254, 255]);
    const insert = (id: number) =>
      queryRows<{ id: number; tags: string[]; details: unknown; picture: Uint8Array }>(
        handle.db,
        sql`insert into notes (id, tags, details, picture, at, done)
            values (${id}, ${sql.param(['a', 'b,c', 'd"e'])}, ${JSON.stringify({ id, list: [1, 'two'] })},
              ${picture}, ${'2026-01-02T03:04:05.123456Z'}, ${id % 2 === 0})
            returning id, tags, details, picture, at, done`,
      );
    const ids = [1, 2, 3, 4, 5];
    const answers = [];
    // The first runs are unnamed, the later ones named: both answer the same.
    for (const id of ids) answers.push((await insert(id))[0]);
    expect(await prepared('insert into notes%')).toHaveLength(1);
    expect(answers).toEqual(
      ids.map((id) => ({
        id,
        tags: ['a', 'b,c', 'd"e'],
        details: { id, list: [1, 'two'] },
        picture,
        at: '2026-01-02 03:04:05.123456+00',
        done: id % 2 === 0,
      })),
    );
    const [empty] = await queryRows<{ tags: string[] | null; details: unknown }>(
      handle.db,
      sql`update notes set tags = ${sql.param([])}, details = ${null} where id = ${5} returning tags, details`,
    );
    expect(empty).toEqual({ tags: [], details: null });
  });

  it('keeps the error of a failed run, and the statement keeps working after it', async () => {
    const insert = (id: number) => queryRows(handle.db, sql`insert into notes (id) values (${id})`);
    for (let id = 101; id < 101 + NAME_AFTER_RUNS; id += 1) await insert(id);
    expect(await prepared('insert into notes (id) values%')).toHaveLength(1);
    const failure = await insert(101).then(
      () => null,
      (error: unknown) => error,
    );
    const cause = (failure as { cause?: { code?: string } } | null)?.cause;
    expect(cause?.code).toBe('23505');
    await insert(150);
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from notes where id >= ${101}`,
    );
    expect(row!.n).toBe(NAME_AFTER_RUNS + 1);
  });

  it("names a transaction's statements, and a name given in a rolled back one still works", async () => {
    const touch = (db: DbOrTx, id: number) =>
      queryRows<{ id: number }>(
        db,
        sql`insert into notes (id, done) values (${id}, true) returning id`,
      );
    await touch(handle.db, 201);
    await touch(handle.db, 202);
    const rolledBack = await handle.db
      .transaction(async (tx) => {
        await touch(tx, 203);
        throw new Error('undo');
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe('undo');
    expect(await prepared('insert into notes (id, done)%')).toHaveLength(1);
    await handle.db.transaction(async (tx) => {
      await touch(tx, 204);
      await touch(tx, 205);
    });
    const rows = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from notes where id between ${200} and ${299} order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual([201, 202, 204, 205]);
  });

  it('plans a marked statement with its values on every run, and never names it', async () => {
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run += 1) {
      await queryRows(handle.db, sql`select ${run}::int as planned_each_run ${planEachRun}`);
    }
    expect(await prepared('%planned_each_run%')).toEqual([]);
  });

  it('leaves a statement without parameters unnamed', async () => {
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run += 1) {
      await handle.db.execute(sql.raw('select 1 as without_parameters'));
    }
    expect(await prepared('%without_parameters%')).toEqual([]);
  });
});
