import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './discover.cursor';

const id = '0b5e1a52-3c1f-4a8e-9d55-6f1e2b7c9a01';

describe('discover cursor', () => {
  it('round-trips each sort', () => {
    for (const cursor of [
      { sort: 'top_rated', value: 120, id },
      { sort: 'trending', value: 0, id },
      { sort: 'recent', value: '2025-03-04T05:06:07.123456Z', id },
    ] as const) {
      expect(decodeCursor(encodeCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('is opaque: url-safe, no JSON visible', () => {
    const raw = encodeCursor({ sort: 'recent', value: '2025-03-04T05:06:07.123456Z', id });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor made for another sort', () => {
    expect(decodeCursor(encodeCursor({ sort: 'top_rated', value: 1, id }), 'trending')).toBeNull();
  });

  it.each([
    ['garbage', 'not base64 json at all!'],
    ['wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['bad id', Buffer.from(JSON.stringify(['top_rated', 1, 'x'])).toString('base64url')],
    ['float score', Buffer.from(JSON.stringify(['top_rated', 1.5, id])).toString('base64url')],
    ['sql in date', Buffer.from(JSON.stringify(['recent', "x' or 1=1", id])).toString('base64url')],
  ])('refuses %s', (_, raw) => {
    expect(decodeCursor(raw, 'top_rated')).toBeNull();
    expect(decodeCursor(raw, 'recent')).toBeNull();
  });
});
