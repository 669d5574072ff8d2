/**
 * Reads pages (keyset by id) until one comes back short, handing each to `each`; answers how
 * long each page was waited for. With `readAhead`, the next page is read while `each` handles
 * the last one (PostgreSQL works while this process does); a failed read ahead surfaces when it
 * is awaited. A pass that runs beside requests reads none ahead: the embedded database runs one
 * query at a time, so a page queued ahead would make each query of a request wait behind it.
 */
export async function readPages<T extends { id: string }>(
  page: (after: string | null) => PromiseLike<T[]>,
  pageSize: number,
  each: (rows: T[]) => void | Promise<void>,
  { readAhead }: { readAhead: boolean },
): Promise<number[]> {
  const pageMs: number[] = [];
  const waitFor = async (read: PromiseLike<T[]>) => {
    const started = performance.now();
    const rows = await read;
    pageMs.push(performance.now() - started);
    return rows;
  };
  for (let rows = await waitFor(page(null)); ;) {
    const last = rows.length < pageSize ? null : rows.at(-1)!.id;
    const ahead = readAhead && last !== null ? Promise.resolve(page(last)) : null;
    ahead?.catch(() => undefined);
    await each(rows);
    if (last === null) return pageMs;
    rows = await waitFor(ahead ?? page(last));
  }
}
