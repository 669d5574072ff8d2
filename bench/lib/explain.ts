import type { DatabaseHandle } from '../../apps/server/src/db/client';

export type PlanCase = { name: string; run: () => Promise<unknown> };

/**
 * EXPLAIN ANALYZE, to stderr, of the first statement each case sends whose SQL `matches`,
 * captured from the pg driver; PostgreSQL only (PGlite answers nothing).
 */
export async function printPlans(
  handle: DatabaseHandle,
  matches: (text: string) => boolean,
  cases: readonly PlanCase[],
) {
  if (handle.kind !== 'postgres') return;
  const captured: { text: string; values: unknown[] }[] = [];
  const original = handle.pool.query.bind(handle.pool);
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
  pool.query = (...args: unknown[]) => {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : config.text;
    const values = Array.isArray(args[1])
      ? args[1]
      : typeof config === 'object'
        ? config.values
        : [];
    if (text && matches(text)) captured.push({ text, values: Array.isArray(values) ? values : [] });
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  try {
    for (const planCase of cases) {
      captured.length = 0;
      await planCase.run();
      const [query] = captured;
      if (!query) continue;
      const result = await original(`explain (analyze, buffers off) ${query.text}`, query.values);
      console.error(
        `\n--- ${planCase.name}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  } finally {
    pool.query = original as unknown as (...args: unknown[]) => unknown;
  }
}
