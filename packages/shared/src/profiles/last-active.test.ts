import { describe, expect, it } from 'vitest';
import { lastActiveLabels, lastActivePeriod } from './last-active';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('lastActivePeriod', () => {
  it.each([
    [0, 'today'],
    [DAY - 1, 'today'],
    [DAY, 'week'],
    [7 * DAY - 1, 'week'],
    [7 * DAY, 'month'],
    [30 * DAY - 1, 'month'],
    [30 * DAY, 'older'],
    [400 * DAY, 'older'],
  ] as const)('%i ms ago is %s', (elapsed, period) => {
    expect(lastActivePeriod(ago(elapsed), now)).toBe(period);
  });

  it('counts a stamp a little ahead of this clock as today', () => {
    expect(lastActivePeriod(new Date(now.getTime() + 5_000), now)).toBe('today');
  });

  it('labels each period as the profile shows it', () => {
    expect(Object.values(lastActiveLabels)).toEqual([
      'Active today',
      'Active this week',
      'Active this month',
      'Active over a month ago',
    ]);
  });
});
