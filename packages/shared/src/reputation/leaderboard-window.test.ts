import { describe, expect, it } from 'vitest';
import { leaderboardPeriodStart } from './leaderboard-window';

describe('leaderboardPeriodStart', () => {
  it.each([
    ['2025-06-16T00:00:00Z', '2025-06-16'], // Monday at midnight starts its own week
    ['2025-06-18T13:45:00Z', '2025-06-16'],
    ['2025-06-22T23:59:59Z', '2025-06-16'], // Sunday still belongs to the week from Monday
    ['2025-06-23T00:00:00Z', '2025-06-23'],
    ['2025-01-01T10:00:00Z', '2024-12-30'], // a week across the new year
  ])('weekly at %s starts %s', (now, start) => {
    expect(leaderboardPeriodStart('weekly', new Date(now))).toBe(start);
  });

  it.each([
    ['2025-06-01T00:00:00Z', '2025-06-01'],
    ['2025-06-30T23:59:59Z', '2025-06-01'],
    ['2024-02-29T12:00:00Z', '2024-02-01'],
  ])('monthly at %s starts %s', (now, start) => {
    expect(leaderboardPeriodStart('monthly', new Date(now))).toBe(start);
  });

  it('counts in UTC, whatever the local time zone says', () => {
    // Sunday 23:30 in New York is already Monday in UTC.
    expect(leaderboardPeriodStart('weekly', new Date('2025-06-22T23:30:00-04:00'))).toBe(
      '2025-06-23',
    );
  });

  it('has no start for all-time', () => {
    expect(leaderboardPeriodStart('all-time', new Date())).toBeNull();
  });
});
