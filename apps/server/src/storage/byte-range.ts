import type { ByteRange } from './file-storage';

/**
 * What a `Range` request header asks of a file of `size` bytes: one byte range (its end
 * clamped to the file), 'unsatisfiable' (answered 416), or null for the whole file. Only a
 * single range in bytes is honoured; other units, several ranges and malformed headers are
 * ignored, which HTTP allows, so they get the whole file.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    // A suffix: the last n bytes. An empty file has no range to answer with.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    if (size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
