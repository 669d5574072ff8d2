import { sql } from 'drizzle-orm';
import { queryRows as queryServerRows, type DatabaseHandle } from '../../apps/server/src/db/client';

/** Runs one raw SQL statement (seeding builds whole statements as text). */
export const runSql = (handle: DatabaseHandle, statement: string) =>
  handle.db.execute(sql.raw(statement));

/** The rows of one raw SQL query, as the caller says they look (same on PGlite and pg). */
export const queryRows = <Row>(handle: DatabaseHandle, statement: string): Promise<Row[]> =>
  queryServerRows<Row>(handle.db, sql.raw(statement));

/**
 * Runs a bulk `load` into `tables` with their secondary indexes (neither primary key nor unique)
 * dropped, then builds each once from its own definition, as the migrations made it: cheaper
 * than entry by entry.
 */
export async function withoutSecondaryIndexes(
  handle: DatabaseHandle,
  tables: readonly string[],
  load: () => Promise<void>,
) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    handle,
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname in (${tables.map((table) => `'${table}'`).join(', ')})
        and not x.indisprimary and not x.indisunique
      order by i.relname`,
  );
  for (const index of indexes) await runSql(handle, `drop index "${index.name}"`);
  await load();
  for (const index of indexes) await runSql(handle, index.definition);
}
