import { expect } from 'vitest';
import type { MemberRequests } from './member-requests';

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * Every item of a keyset-paged list, read page by page as the web app does: `path` may carry a
 * query already; `limit` and each answer's `nextCursor` (as `cursorKey`) are added to it.
 */
export async function everyPage<T>(
  requests: MemberRequests,
  path: string,
  limit = 50,
  cursorKey = 'cursor',
): Promise<T[]> {
  const seen: T[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&${cursorKey}=${encodeURIComponent(cursor)}` : '';
    const response = await requests.get(`${path}${joiner}limit=${limit}${after}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page<T>;
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}
