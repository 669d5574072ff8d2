import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format-post-date';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatPostDate', () => {
  it('says how long ago within a week, then the date', () => {
    expect(formatPostDate(ago(10_000), now)).toBe('just now');
    expect(formatPostDate(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatPostDate(ago(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(formatPostDate(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(formatPostDate('2026-03-01T09:00:00.000Z', now)).toBe('Mar 1, 2026');
    expect(formatPostDate('nope', now)).toBe('');
  });
});
