import { sql, type SQL } from 'drizzle-orm';
import { planEachRun } from '../db/prepared-statements';

/** A LIKE pattern that finds `word` anywhere, with LIKE's own wildcards escaped. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `word` found anywhere in one of `columns` (`ilike`: in any letter case). Planned on each run:
 * how selective the pattern is decides the plan (docs/decisions/0044-prepared-statements.md).
 */
export function containsWord(columns: SQL[], word: string, operator: 'like' | 'ilike'): SQL {
  const pattern = likeContains(word);
  const matches = columns.map((column) => sql`${column} ${sql.raw(operator)} ${pattern}`);
  return sql`(${sql.join(matches, sql` or `)}) ${planEachRun}`;
}
