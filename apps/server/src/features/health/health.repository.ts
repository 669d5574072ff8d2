import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createHealthRepository(db: Db) {
  return {
    /** The connection test: it reads a count from profiles with limit 1. */
    async ping(): Promise<void> {
      await db.execute(sql`select count(*) from (select 1 from profiles limit 1) as probe`);
    },
  };
}
