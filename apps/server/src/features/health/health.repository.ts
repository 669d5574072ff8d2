import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';

export function createHealthRepository(database: Db) {
  return defineRepository(database, healthQueries);
}

function healthQueries(db: DbOrTx) {
  return {
    /** The connection test: it reads a count from profiles with limit 1. */
    async ping(): Promise<void> {
      await db.execute(sql`select count(*) from (select 1 from profiles limit 1) as probe`);
    },
  };
}
