import { describe, expect, it } from 'vitest';
import { formatShares } from './formats';

describe('formatShares', () => {
  it('writes whole shares with the noun the shown number takes', () => {
    expect(formatShares(1)).toBe('1 share');
    expect(formatShares(1.2)).toBe('1 share');
    expect(formatShares(2083.33)).toBe('2,083 shares');
    expect(formatShares(0)).toBe('0 shares');
  });
});
