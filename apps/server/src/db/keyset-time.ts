import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp as the keyset cursors carry it: UTC text to the microsecond (a JavaScript Date
 * keeps only milliseconds, and a cursor that drops the rest would skip or repeat rows).
 */
export const utcKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
