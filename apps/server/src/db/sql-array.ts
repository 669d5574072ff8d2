import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] value for raw SQL: drizzle spreads a JS array in a template into a row of
 * parameters, which PostgreSQL cannot read as an array.
 */
export function textArray(items: readonly string[]): SQL {
  if (items.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;
}
