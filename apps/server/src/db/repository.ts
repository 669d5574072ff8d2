import type { Db, DbOrTx } from './client';

/**
 * A repository: a feature's named queries over the database, plus `transaction`, the one way
 * to open a unit of work. The service opens it; inside, the same queries are bound to the
 * transaction, and `tx` is what other features' in-transaction functions take (an award, ending
 * a connection). Queries never open a transaction themselves (docs/decisions/0013).
 */
export type Repository<Queries> = Queries & {
  transaction<T>(work: (queries: Queries, tx: DbOrTx) => Promise<T>): Promise<T>;
};

/** Builds a repository from the function that binds its queries to an executor. */
export function defineRepository<Queries extends object>(
  db: Db,
  queriesOn: (executor: DbOrTx) => Queries,
): Repository<Queries> {
  return {
    ...queriesOn(db),
    transaction: (work) => db.transaction((tx) => work(queriesOn(tx), tx)),
  };
}
