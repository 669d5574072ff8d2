import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=99-99', { start: 99, end: 99 }],
    // An end past the file is cut to the file.
    ['bytes=90-150', { start: 90, end: 99 }],
    ['bytes=0-99999999999999999999', { start: 0, end: 99 }],
    ['bytes=50-', { start: 50, end: 99 }],
    ['bytes=0-', { start: 0, end: 99 }],
    ['bytes=-1', { start: 99, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    // A suffix longer than the file is the whole file.
    ['bytes=-500', { start: 0, end: 99 }],
    ['Bytes=5-6', { start: 5, end: 6 }],
    ['bytes= 5-6 ', { start: 5, end: 6 }],
  ])('reads %j of 100 bytes', (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each([
    'bytes=100-',
    'bytes=100-200',
    'bytes=150-160',
    'bytes=-0',
    'bytes=99999999999999999999-',
  ])('answers %j of 100 bytes as unsatisfiable', (header) => {
    expect(parseByteRange(header, 100)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-4',
    'bytes=0-1,5-6',
    'bytes=a-b',
    'bytes=1.5-2',
    'bytes=+1-2',
    'bytes 0-1',
    'items=0-1',
    'bytes=0-1;x',
  ])('ignores %j: the whole file is sent', (header) => {
    expect(parseByteRange(header, 100)).toBeNull();
  });

  it('has no range to answer in an empty file but the whole of it', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-5', 0)).toBeNull();
  });
});
