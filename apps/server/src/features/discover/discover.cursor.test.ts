import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './discover.cursor';

const id = '0b5e1a52-3c1f-4a8e-9d55-6f1e2b7c9a01';
const raw = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('discover cursor', () => {
  it('round-trips each sort and tier', () => {
    for (const cursor of [
      { sort: 'top_rated', value: 120, tier: 0, id },
      { sort: 'top_rated', value: 0, tier: 1, id },
      { sort: 'trending', value: 0, tier: 1, id },
      { sort: 'trending', value: 7, tier: 0, id },
      { sort: 'recent', value: '2025-03-04T05:06:07.123456Z', tier: 0, id },
      { sort: 'recent', value: '2025-03-04T05:06:07.123456Z', tier: 1, id },
    ] as const) {
      expect(decodeCursor(encodeCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('is opaque: url-safe, no JSON visible', () => {
    const cursor = encodeCursor({
      sort: 'recent',
      value: '2025-03-04T05:06:07.123456Z',
      tier: 1,
      id,
    });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor made for another sort', () => {
    const cursor = encodeCursor({ sort: 'top_rated', value: 1, tier: 0, id });
    expect(decodeCursor(cursor, 'trending')).toBeNull();
  });

  it('refuses a cursor without the activity tier (made before the tier was in the order)', () => {
    expect(decodeCursor(raw(['top_rated', 1, id]), 'top_rated')).toBeNull();
    expect(decodeCursor(raw(['trending', 0, id]), 'trending')).toBeNull();
    expect(decodeCursor(raw(['recent', '2025-03-04T05:06:07.123456Z', id]), 'recent')).toBeNull();
  });

  it.each([
    ['away tier', raw(['top_rated', 1, 2, id])],
    ['negative tier', raw(['top_rated', 1, -1, id])],
    ['fractional tier', raw(['top_rated', 1, 0.5, id])],
    ['tier as text', raw(['top_rated', 1, '0', id])],
    ['missing tier', raw(['top_rated', 1, null, id])],
  ])('refuses a cursor with an %s', (_, cursor) => {
    expect(decodeCursor(cursor, 'top_rated')).toBeNull();
  });

  it.each([
    ['garbage', 'not base64 json at all!'],
    ['wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['bad id', raw(['top_rated', 1, 0, 'x'])],
    ['float score', raw(['top_rated', 1.5, 0, id])],
    ['sql in date', raw(['recent', "x' or 1=1", 0, id])],
    ['sql in tier', raw(['recent', '2025-03-04T05:06:07.123456Z', '0) or (1=1', id])],
  ])('refuses %s', (_, cursor) => {
    expect(decodeCursor(cursor, 'top_rated')).toBeNull();
    expect(decodeCursor(cursor, 'recent')).toBeNull();
  });
});
