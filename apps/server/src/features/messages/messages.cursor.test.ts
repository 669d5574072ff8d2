import { describe, expect, it } from 'vitest';
import { encodeKeyset } from '../../lib/keyset-cursor';
import { decodeThreadCursor, encodeThreadCursor } from './messages.cursor';

const id = '0b7c2a64-5c1e-4f7e-9a55-3f1f8e2d9c10';

describe('thread cursor', () => {
  it('round-trips created_at with microseconds and the id', () => {
    const cursor = { createdAt: '2026-03-01T12:00:00.123456Z', id };
    expect(decodeThreadCursor(encodeThreadCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything that is not one', () => {
    expect(decodeThreadCursor('not base64 json')).toBeNull();
    expect(decodeThreadCursor(encodeKeyset(['2026-03-01T12:00:00Z']))).toBeNull();
    expect(decodeThreadCursor(encodeKeyset(['yesterday', id]))).toBeNull();
    expect(decodeThreadCursor(encodeKeyset(['2026-13-45T12:00:00Z', id]))).toBeNull();
    expect(decodeThreadCursor(encodeKeyset(['2026-03-01T12:00:00Z', 'not-a-uuid']))).toBeNull();
    expect(decodeThreadCursor(encodeKeyset([1, id]))).toBeNull();
  });
});
