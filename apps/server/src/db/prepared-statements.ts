import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * Which statements PostgreSQL keeps prepared on each connection
 * (docs/decisions/0044-prepared-statements.md). A statement is given a name once its text has
 * run a few times on the pool: each connection then parses it once and, after its first runs,
 * can reuse one plan instead of planning it every time. One-off statements (a seed's bulk
 * inserts, a list of a length seen once) never get a name, and the names are capped, so neither
 * the pool nor a connection keeps an unbounded set.
 */
export const NAME_AFTER_RUNS = 3;
export const MAX_NAMED_STATEMENTS = 500;
/** Texts counted towards a name at once; the count starts over when it fills up. */
const MAX_COUNTED_TEXTS = 10_000;

/**
 * Written into a statement whose best plan depends on its parameters' values: a pattern a
 * member typed (a generic plan cannot tell how selective it is) or the filters they picked. Such
 * a statement is never named, so PostgreSQL plans it with its values on every run.
 */
const PLAN_EACH_RUN_MARK = '/* plan each run */';
export const planEachRun = sql.raw(PLAN_EACH_RUN_MARK);

/** Answers the name a statement's text runs under, or undefined to run it unnamed. */
export type StatementNamer = (text: string) => string | undefined;

export function createStatementNamer(): StatementNamer {
  const runs = new Map<string, number>();
  const names = new Map<string, string>();
  return (text) => {
    const name = names.get(text);
    if (name !== undefined) return name;
    if (names.size >= MAX_NAMED_STATEMENTS || text.includes(PLAN_EACH_RUN_MARK)) return undefined;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < NAME_AFTER_RUNS) {
      if (runs.size >= MAX_COUNTED_TEXTS) runs.clear();
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const assigned = `cofound_${names.size + 1}`;
    names.set(text, assigned);
    return assigned;
  };
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * The config a query runs with (pg's first argument: a text or a config object): named when
 * `namer` says so. Only statements with parameters: those already go through the extended
 * protocol, while a text without parameters may hold several statements (a migration), which a
 * prepared statement cannot. A submittable (a pg Query or Cursor object) runs as it was built.
 */
export function withStatementName(
  namer: StatementNamer,
  config: unknown,
  values: unknown,
): unknown {
  const object: QueryConfig | null =
    typeof config === 'object' && config !== null ? (config as QueryConfig) : null;
  const text = typeof config === 'string' ? config : object?.text;
  if (typeof text !== 'string' || typeof object?.submit === 'function') return config;
  if (object?.name !== undefined) return config;
  if (!hasParameters(values) && !hasParameters(object?.values)) return config;
  const name = namer(text);
  if (name === undefined) return config;
  return object ? { ...object, name } : { text, name };
}

/** A pg client class whose statements are named by `namer` (the pool's `Client` option). */
export function namingClient(namer: StatementNamer): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // pg's query has a dozen overloads; this passes every argument on, naming the first.
    /* eslint-disable @typescript-eslint/no-explicit-any */
    override query(config: any, values?: any, callback?: any): any {
      return super.query(withStatementName(namer, config, values) as any, values, callback);
    }
    /* eslint-enable @typescript-eslint/no-explicit-any */
  } as typeof pg.Client;
}
