import { describe, expect, it } from 'vitest';
import { formatDay, timeAgo } from './dates';

const now = new Date('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('admin dates', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo(before(30_000), now)).toBe('just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo(before(86_400_000), now)).toBe('yesterday');
    expect(timeAgo(before(15 * 86_400_000), now)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 86_400_000), now)).toBe('last year');
  });

  it('leaves a malformed time empty', () => {
    expect(timeAgo('soon', now)).toBe('');
    expect(formatDay('soon')).toBe('');
  });

  it('writes a day as the month, the day and the year', () => {
    expect(formatDay('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
  });
});
