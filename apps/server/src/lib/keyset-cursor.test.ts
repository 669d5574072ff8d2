import { describe, expect, it } from 'vitest';
import { decodeKeyset, encodeKeyset, invalidCursorError, keysetPage } from './keyset-cursor';

describe('keyset cursors', () => {
  it('decode what they encode, and nothing else', () => {
    expect(decodeKeyset(encodeKeyset(['a', 1]), 2)).toEqual(['a', 1]);
    expect(decodeKeyset(encodeKeyset(['a', 1]), 3)).toBeNull();
    expect(decodeKeyset('not a cursor', 2)).toBeNull();
  });
});

describe('invalidCursorError', () => {
  it('is a validation failure naming the cursor field, `cursor` unless told', () => {
    const error = invalidCursorError('Gone stale');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Gone stale');
    expect(error.fieldErrors).toEqual({ cursor: ['Gone stale'] });
    expect(invalidCursorError('Gone stale', 'after').fieldErrors).toEqual({
      after: ['Gone stale'],
    });
  });
});

describe('keysetPage', () => {
  const page = (rows: number[], limit: number) =>
    keysetPage(
      rows,
      limit,
      (row) => `item ${row}`,
      (row) => `after ${row}`,
    );

  it('keeps `limit` rows and makes the cursor from the last one when a row more came', () => {
    expect(page([1, 2, 3], 2)).toEqual({ items: ['item 1', 'item 2'], nextCursor: 'after 2' });
  });

  it('has no next page when no row more came', () => {
    expect(page([1, 2], 2)).toEqual({ items: ['item 1', 'item 2'], nextCursor: null });
    expect(page([], 2)).toEqual({ items: [], nextCursor: null });
  });
});
