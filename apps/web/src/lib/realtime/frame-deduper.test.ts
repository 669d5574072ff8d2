import { describe, expect, it } from 'vitest';
import { createFrameDeduper } from './frame-deduper';

describe('createFrameDeduper', () => {
  it('flags an id seen before', () => {
    const isDuplicate = createFrameDeduper();
    expect(isDuplicate('a')).toBe(false);
    expect(isDuplicate('b')).toBe(false);
    expect(isDuplicate('a')).toBe(true);
  });

  it('forgets the oldest ids beyond its capacity', () => {
    const isDuplicate = createFrameDeduper(2);
    isDuplicate('a');
    isDuplicate('b');
    isDuplicate('c');
    expect(isDuplicate('b')).toBe(true);
    expect(isDuplicate('a')).toBe(false);
  });
});
