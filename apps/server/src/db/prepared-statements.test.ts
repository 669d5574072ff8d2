import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  MAX_NAMED_STATEMENTS,
  NAME_AFTER_RUNS,
  createStatementNamer,
  planEachRun,
  withStatementName,
} from './prepared-statements';

describe('createStatementNamer', () => {
  it('names a text from its third run on, always with the same name', () => {
    const name = createStatementNamer();
    const runs = Array.from({ length: 5 }, () => name('select $1'));
    expect(NAME_AFTER_RUNS).toBe(3);
    expect(runs).toEqual([undefined, undefined, 'cofound_1', 'cofound_1', 'cofound_1']);
  });

  it('gives each text a name of its own', () => {
    const name = createStatementNamer();
    for (let run = 0; run < NAME_AFTER_RUNS; run += 1) {
      name('select $1');
      name('select $1, $2');
    }
    expect(name('select $1')).toBe('cofound_1');
    expect(name('select $1, $2')).toBe('cofound_2');
  });

  it('never names a statement marked to be planned on each run', () => {
    const name = createStatementNamer();
    const { sql: text } = new PgDialect().sqlToQuery(
      sql`select * from profiles where search_text like ${'%data%'} ${planEachRun}`,
    );
    const runs = Array.from({ length: NAME_AFTER_RUNS + 3 }, () => name(text));
    expect(runs.every((run) => run === undefined)).toBe(true);
  });

  it('stops naming new texts at the cap, and keeps the names it gave', () => {
    const name = createStatementNamer();
    for (let text = 0; text < MAX_NAMED_STATEMENTS; text += 1) {
      for (let run = 0; run < NAME_AFTER_RUNS; run += 1) name(`select ${text}, $1`);
    }
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run += 1) {
      expect(name('select one more, $1')).toBeUndefined();
    }
    expect(name('select 0, $1')).toBe('cofound_1');
  });
});

describe('withStatementName', () => {
  const always = () => 'cofound_7';

  it('names a config object with parameters, keeping its other fields', () => {
    const config = { text: 'select $1', rowMode: 'array' };
    expect(withStatementName(always, config, [1])).toEqual({
      text: 'select $1',
      rowMode: 'array',
      name: 'cofound_7',
    });
    expect(config).not.toHaveProperty('name');
  });

  it('names a text with parameters, and a config carrying its own values', () => {
    expect(withStatementName(always, 'select $1', [1])).toEqual({
      text: 'select $1',
      name: 'cofound_7',
    });
    expect(withStatementName(always, { text: 'select $1', values: [1] }, undefined)).toEqual({
      text: 'select $1',
      values: [1],
      name: 'cofound_7',
    });
  });

  it('leaves alone a statement without parameters (it may be several), a named one and a submittable', () => {
    const migration = 'create table a (id int); create table b (id int)';
    expect(withStatementName(always, migration, [])).toBe(migration);
    expect(withStatementName(always, { text: migration }, undefined)).toEqual({ text: migration });
    const named = { text: 'select $1', name: 'mine' };
    expect(withStatementName(always, named, [1])).toBe(named);
    const submittable = { text: 'select $1', submit: () => undefined };
    expect(withStatementName(always, submittable, [1])).toBe(submittable);
  });

  it('runs a statement unnamed when the namer says so', () => {
    const config = { text: 'select $1' };
    expect(withStatementName(() => undefined, config, [1])).toBe(config);
  });
});
