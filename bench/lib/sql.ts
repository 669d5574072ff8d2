import { sql } from 'drizzle-orm';
import { queryRows as queryServerRows, type DatabaseHandle } from '../../apps/server/src/db/client';

/** Runs one raw SQL statement (seeding builds whole statements as text). */
export const runSql = (handle: DatabaseHandle, statement: string) =>
  handle.db.execute(sql.raw(statement));

/** The rows of one raw SQL query, as the caller says they look (same on PGlite and pg). */
export const queryRows = <Row>(handle: DatabaseHandle, statement: string): Promise<Row[]> =>
  queryServerRows<Row>(handle.db, sql.raw(statement));
