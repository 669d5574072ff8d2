import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The database's clock (not this process's): profile versions are compared against it. */
export async function databaseClock(executor: DbOrTx): Promise<Date> {
  const [row] = await executor
    .select({ ms: sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return new Date(row!.ms);
}
