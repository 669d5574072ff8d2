import type { DbOrTx } from '../db/client';
import type { Repository } from '../db/repository';

/**
 * A repository for service unit tests: the given queries, and a `transaction` that runs the
 * work on the same queries. Other features' in-transaction functions get a `tx` whose raw
 * statements (an award's UPDATE) do nothing and answer no rows; a query builder call fails, as
 * a unit test has no database.
 */
export function fakeRepository<Queries extends object>(queries: Queries): Repository<Queries> {
  const tx = new Proxy({} as DbOrTx, {
    get(_target, property) {
      if (property === 'execute') return async () => ({ rows: [] });
      throw new Error(`a service unit test reached the database (tx.${String(property)})`);
    },
  });
  return { ...queries, transaction: (work) => work(queries, tx) };
}
