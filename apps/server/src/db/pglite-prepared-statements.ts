import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { StatementNamer } from './prepared-statements';

/**
 * Named statements on the embedded database (docs/decisions/0046-prepared-statements-on-pglite.md).
 * PGlite's `query` sends every statement unnamed, so each run is parsed and planned again. The
 * client drizzle is given here runs the statements `namer` names through PGlite's wire protocol
 * instead: Parse once under the name, then Bind and Execute on each run, as PostgreSQL's own
 * driver does with a named statement. Everything else goes to PGlite's `query` as before.
 */

/** What drizzle's PGlite session calls on its client, inside and outside a transaction. */
type Queryable = Pick<PGlite, 'query'>;

type Params = unknown[] | undefined;

/** Options this module knows how to honour; any other (a blob, a notice callback) runs unnamed. */
const HANDLED_OPTIONS = new Set(['rowMode', 'parsers', 'serializers']);

function handled(options: QueryOptions | undefined): boolean {
  return options === undefined || Object.keys(options).every((key) => HANDLED_OPTIONS.has(key));
}

/**
 * PGlite with named statements: `query` and the transactions' `query` name what `namer` names.
 * The object is PGlite itself for every other member (listen, exec, close...).
 */
export function withNamedStatements(pglite: PGlite, namer: StatementNamer): PGlite {
  // The types PostgreSQL gave each named statement's parameters, read once when it was parsed.
  const parameterTypes = new Map<string, number[]>();

  const exec = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  // Each step is one buffer of protocol messages ending in Sync: when a message fails, the
  // engine skips the rest up to the Sync, so the session is ready again whatever happened, and a
  // name is prepared with its types read, or not at all.
  async function runNamed<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let types = parameterTypes.get(name);
    if (types === undefined) {
      const described = await exec(
        Buffer.concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
      );
      types = parse.parseDescribeStatementResults(described);
      parameterTypes.set(name, types);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exec(
      Buffer.concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  /** `query` of PGlite or of one of its transactions, naming what the namer names. */
  function namingQuery(unnamed: Queryable['query'], transaction?: Transaction): Queryable['query'] {
    return async <T>(text: string, params?: Params, options?: QueryOptions) => {
      const name =
        params !== undefined && params.length > 0 && handled(options) ? namer(text) : undefined;
      if (name === undefined) return unnamed<T>(text, params, options);
      if (transaction) {
        if (transaction.closed) throw new Error('Transaction is closed');
        return pglite._runExclusiveQuery(() => runNamed<T>(name, text, params!, options));
      }
      // What PGlite's own query checks first: a closing or closed database fails here.
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await runNamed<T>(name, text, params!, options);
          await pglite.syncToFs();
          return result;
        }),
      );
    };
  }

  const query = namingQuery(pglite.query.bind(pglite));
  const transaction: PGlite['transaction'] = (callback) =>
    pglite.transaction((tx) => {
      const txQuery = namingQuery(tx.query.bind(tx), tx);
      const named: Transaction = new Proxy(tx, {
        get: (target, key, receiver) =>
          key === 'query' ? txQuery : Reflect.get(target, key, receiver),
      });
      return callback(named);
    });

  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
