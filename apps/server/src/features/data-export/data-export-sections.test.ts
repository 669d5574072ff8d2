import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { dataExportSections, TABLES_LEFT_OUT } from './data-export-sections';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * The tables whose rows belong to a member: a column naming a member (or their profile) by
 * foreign key, or a user_id column without one.
 */
function memberTables(): string[] {
  return tables
    .map((table) => getTableConfig(table))
    .filter(
      (config) =>
        config.name === 'users' ||
        config.columns.some((column) => column.name === 'user_id') ||
        config.foreignKeys.some((key) =>
          ['users', 'profiles'].includes(getTableConfig(key.reference().foreignTable).name),
        ),
    )
    .map((config) => config.name)
    .sort();
}

// Sections are only listed here: no query runs.
const sections = dataExportSections({} as Db);

describe('what the data export holds', () => {
  it('reads or deliberately leaves out every table keyed to a member', () => {
    const read = new Set(sections.flatMap((section) => section.tables));
    const decided = [...read, ...Object.keys(TABLES_LEFT_OUT)];
    const undecided = memberTables().filter((table) => !decided.includes(table));
    expect(undecided, 'add them to a section, or to TABLES_LEFT_OUT with the reason').toEqual([]);
    // A name that is not a member table (renamed, or never was) is a mistake too.
    const unknown = decided.filter((table) => !memberTables().includes(table));
    expect(unknown).toEqual([]);
    expect([...read].filter((table) => table in TABLES_LEFT_OUT)).toEqual([]);
  });

  it('has one file per section, each described for README.txt', () => {
    const files = sections.map((section) => section.file);
    expect(new Set(files).size).toBe(files.length);
    for (const section of sections) {
      expect(section.file).toMatch(/^[a-z-]+\.json$/);
      expect(section.holds.length, section.file).toBeGreaterThan(10);
    }
  });
});
