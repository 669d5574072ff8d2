import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { signInFailures } from '../../db/schema';

/** Failed password sign-ins, per lower-cased email. */
export function createSignInFailuresRepository(database: Db) {
  return defineRepository(database, signInFailuresQueries);
}

function signInFailuresQueries(db: DbOrTx) {
  return {
    async countSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ failures: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gte(signInFailures.createdAt, since)));
      return row?.failures ?? 0;
    },

    async record(email: string, ip: string | null, at: Date = new Date()): Promise<void> {
      await db.insert(signInFailures).values({ email, ip, createdAt: at });
    },

    /** Inserts many at once; tests use it to reach the limit quickly. */
    async recordMany(email: string, times: number, at: Date = new Date()): Promise<void> {
      const rows = Array.from({ length: times }, () => ({ email, ip: null, createdAt: at }));
      if (rows.length > 0) await db.insert(signInFailures).values(rows);
    },

    /** Lazy clean-up of rows that no longer count. */
    async deleteOlderThan(before: Date, email?: string): Promise<void> {
      const old = lt(signInFailures.createdAt, before);
      await db
        .delete(signInFailures)
        .where(email ? and(old, eq(signInFailures.email, email)) : old);
    },

    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
