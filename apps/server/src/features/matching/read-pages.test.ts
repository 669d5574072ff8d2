import { describe, expect, it } from 'vitest';
import { readPages } from './read-pages';

/** Five rows, ids 1 to 5, read two at a time; records when each page is asked for. */
function fivePages() {
  const events: string[] = [];
  const page = (after: string | null) => {
    events.push(`read after ${after ?? 'start'}`);
    const from = after === null ? 1 : Number(after) + 1;
    const rows = [from, from + 1].filter((id) => id <= 5).map((id) => ({ id: String(id) }));
    return Promise.resolve(rows);
  };
  const each = async (rows: { id: string }[]) => {
    events.push(`handle ${rows.map((row) => row.id).join(',')}`);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { events, page, each };
}

describe('readPages', () => {
  it('reads the next page while the last is handled, with readAhead', async () => {
    const { events, page, each } = fivePages();
    const pageMs = await readPages(page, 2, each, { readAhead: true });
    expect(events).toEqual([
      'read after start',
      'read after 2',
      'handle 1,2',
      'read after 4',
      'handle 3,4',
      'handle 5',
    ]);
    expect(pageMs).toHaveLength(3);
  });

  it('asks for no page before the last is handled, without readAhead', async () => {
    const { events, page, each } = fivePages();
    await readPages(page, 2, each, { readAhead: false });
    expect(events).toEqual([
      'read after start',
      'handle 1,2',
      'read after 2',
      'handle 3,4',
      'read after 4',
      'handle 5',
    ]);
  });

  it('stops after a full last page when the next comes back empty', async () => {
    const handled: string[][] = [];
    const rows = [{ id: 'a' }, { id: 'b' }];
    await readPages(
      (after) => Promise.resolve(after === null ? rows : []),
      2,
      (page) => void handled.push(page.map((row) => row.id)),
      { readAhead: false },
    );
    expect(handled).toEqual([['a', 'b'], []]);
  });
});
